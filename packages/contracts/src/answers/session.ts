// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
import type { z } from 'zod';
import { answerCheck } from '../answer-check';
import type { AuthConfigResponseSchema, MeResponseSchema, ParentSignUpResponseSchema, SocialStartResponseSchema } from '../session';

/** `AuthConfigResponseSchema` (session.ts). */
export const AuthConfigResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof AuthConfigResponseSchema>>(
  {"type":"object","properties":{"emailPassword":{"type":"boolean"},"google":{"type":"boolean"},"apple":{"type":"boolean"}},"required":["emailPassword","google","apple"]},
);

/** `MeResponseSchema` (session.ts). */
export const MeResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof MeResponseSchema>>(
  {"type":"object","properties":{"user":{"type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"name":{"type":"string"},"email":{"type":"string"},"emailVerified":{"type":"boolean"},"role":{"anyOf":[{"type":"string","enum":["parent","child"]},{"type":"null"}]}},"required":["id","name","email","emailVerified","role"]},"family":{"anyOf":[{"type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"name":{"type":"string"},"parentName":{"type":["string","null"]},"parentEmail":{"type":["string","null"]},"phone":{"type":["string","null"]},"monthlyBudget":{"anyOf":[{"type":"integer","minimum":0,"maximum":9007199254740991},{"type":"null"}]},"subscriptionStatus":{"type":"string"},"subscriptionMode":{"anyOf":[{"type":"string","enum":["subscription","one_time"]},{"type":"null"}]}},"required":["id","name","parentName","parentEmail","phone","monthlyBudget","subscriptionStatus","subscriptionMode"]},{"type":"null"}]},"child":{"anyOf":[{"type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"familyId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"name":{"type":"string"},"username":{"type":"string","pattern":"^[a-z0-9._-]{3,}$"},"age":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"email":{"type":["string","null"]},"weeklyLimit":{"type":"integer","minimum":0,"maximum":9007199254740991},"active":{"type":"boolean"},"balance":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"totalEarned":{"type":"integer","minimum":0,"maximum":9007199254740991},"xp":{"type":"integer","minimum":0,"maximum":9007199254740991},"level":{"type":"integer","minimum":1,"maximum":9007199254740991},"streak":{"type":"integer","minimum":0,"maximum":9007199254740991},"pendingTasks":{"type":"integer","minimum":0,"maximum":9007199254740991},"completedToday":{"type":"integer","minimum":0,"maximum":9007199254740991},"tasksCompleted":{"type":"integer","minimum":0,"maximum":9007199254740991},"hasPin":{"type":"boolean"},"pinLockedUntil":{"anyOf":[{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"},{"type":"null"}]}},"required":["id","familyId","name","username","age","email","weeklyLimit","active","balance","totalEarned","xp","level","streak","pendingTasks","completedToday","tasksCompleted","hasPin","pinLockedUntil"]},{"type":"null"}]},"appearance":{"type":"object","properties":{"theme":{"type":"string","enum":["light","dark","auto"]},"language":{"type":"string","enum":["pt-BR","en-US","es-ES"]},"currency":{"type":"string","enum":["BRL","USD","EUR"]}},"required":["theme","language","currency"]},"premiumAccess":{"type":"boolean"}},"required":["user","family","child","appearance","premiumAccess"]},
);

/** `ParentSignUpResponseSchema` (session.ts). */
export const ParentSignUpResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof ParentSignUpResponseSchema>>(
  {"type":"object","properties":{"requiresEmailConfirmation":{"type":"boolean","const":true},"email":{"type":"string"}},"required":["requiresEmailConfirmation","email"]},
);

/** `SocialStartResponseSchema` (session.ts). */
export const SocialStartResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof SocialStartResponseSchema>>(
  {"type":"object","properties":{"url":{"type":"string","minLength":1}},"required":["url"]},
);
