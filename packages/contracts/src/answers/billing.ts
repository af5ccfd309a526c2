// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
import type { z } from 'zod';
import { answerCheck } from '../answer-check';
import type { ActivationResponseSchema, BillingPortalResponseSchema, BillingStatusSchema, CheckoutSessionCreatedSchema, CheckoutVerificationSchema, PlanListResponseSchema } from '../billing';

/** `ActivationResponseSchema` (billing.ts). */
export const ActivationResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof ActivationResponseSchema>>(
  {"type":"object","properties":{"status":{"type":"string","enum":["active","trialing","past_due","incomplete","incomplete_expired","canceled","unpaid","inactive"]},"mode":{"anyOf":[{"type":"string","enum":["subscription","one_time"]},{"type":"null"}]},"intervalCount":{"anyOf":[{"type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},{"type":"null"}]},"activatedAt":{"anyOf":[{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"},{"type":"null"}]},"premiumAccess":{"type":"boolean"},"cancelAtPeriodEnd":{"type":"boolean"},"currentPeriodEnd":{"anyOf":[{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"},{"type":"null"}]},"accessUntil":{"anyOf":[{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"},{"type":"null"}]},"planName":{"type":["string","null"]}},"required":["status","mode","intervalCount","activatedAt","premiumAccess","cancelAtPeriodEnd","currentPeriodEnd","accessUntil","planName"]},
);

/** `BillingPortalResponseSchema` (billing.ts). */
export const BillingPortalResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof BillingPortalResponseSchema>>(
  {"type":"object","properties":{"url":{"type":"string"}},"required":["url"]},
);

/** `BillingStatusSchema` (billing.ts). */
export const BillingStatusAnswer = /* @__PURE__ */ answerCheck<z.output<typeof BillingStatusSchema>>(
  {"type":"object","properties":{"status":{"type":"string","enum":["active","trialing","past_due","incomplete","incomplete_expired","canceled","unpaid","inactive"]},"mode":{"anyOf":[{"type":"string","enum":["subscription","one_time"]},{"type":"null"}]},"intervalCount":{"anyOf":[{"type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},{"type":"null"}]},"activatedAt":{"anyOf":[{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"},{"type":"null"}]},"premiumAccess":{"type":"boolean"},"cancelAtPeriodEnd":{"type":"boolean"},"currentPeriodEnd":{"anyOf":[{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"},{"type":"null"}]},"accessUntil":{"anyOf":[{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"},{"type":"null"}]},"planName":{"type":["string","null"]}},"required":["status","mode","intervalCount","activatedAt","premiumAccess","cancelAtPeriodEnd","currentPeriodEnd","accessUntil","planName"]},
);

/** `CheckoutSessionCreatedSchema` (billing.ts). */
export const CheckoutSessionCreatedAnswer = /* @__PURE__ */ answerCheck<z.output<typeof CheckoutSessionCreatedSchema>>(
  {"type":"object","properties":{"sessionId":{"type":"string"},"url":{"type":"string"}},"required":["sessionId","url"]},
);

/** `CheckoutVerificationSchema` (billing.ts). */
export const CheckoutVerificationAnswer = /* @__PURE__ */ answerCheck<z.output<typeof CheckoutVerificationSchema>>(
  {"type":"object","properties":{"sessionId":{"type":"string"},"status":{"type":"string","const":"complete"},"paymentStatus":{"type":"string","enum":["paid","no_payment_required"]},"mode":{"type":"string","enum":["subscription","payment"]},"verified":{"type":"boolean","const":true}},"required":["sessionId","status","paymentStatus","mode","verified"]},
);

/** `PlanListResponseSchema` (billing.ts). */
export const PlanListResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof PlanListResponseSchema>>(
  {"type":"object","properties":{"plans":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string"},"nickname":{"type":["string","null"]},"currency":{"type":"string"},"unitAmount":{"anyOf":[{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},{"type":"null"}]},"interval":{"anyOf":[{"type":"string","enum":["day","week","month","year"]},{"type":"null"}]},"intervalCount":{"anyOf":[{"type":"integer","exclusiveMinimum":0,"maximum":9007199254740991},{"type":"null"}]},"productName":{"type":["string","null"]},"description":{"type":["string","null"]},"trialPeriodDays":{"anyOf":[{"type":"integer","minimum":0,"maximum":9007199254740991},{"type":"null"}]},"mode":{"type":"string","enum":["subscription","payment"]},"metadata":{"type":"object","propertyNames":{"type":"string"},"additionalProperties":{"type":"string"}}},"required":["id","nickname","currency","unitAmount","interval","intervalCount","productName","description","trialPeriodDays","mode","metadata"]}}},"required":["plans"]},
);
