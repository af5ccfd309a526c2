// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
import type { z } from 'zod';
import { answerCheck } from '../answer-check';
import type { AllowanceResponseSchema } from '../allowance';

/** `AllowanceResponseSchema` (allowance.ts). */
export const AllowanceResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof AllowanceResponseSchema>>(
  {"type":"object","properties":{"allowance":{"anyOf":[{"type":"object","properties":{"amountCents":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"period":{"type":"string","enum":["weekly","monthly"]},"weekday":{"anyOf":[{"type":"integer","minimum":0,"maximum":6},{"type":"null"}]},"monthDay":{"anyOf":[{"type":"integer","minimum":1,"maximum":28},{"type":"null"}]},"goalSharePercent":{"type":"integer","minimum":0,"maximum":100}},"required":["amountCents","period","weekday","monthDay","goalSharePercent"]},{"type":"null"}]},"nextPayday":{"anyOf":[{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))$"},{"type":"null"}]}},"required":["allowance","nextPayday"]},
);
