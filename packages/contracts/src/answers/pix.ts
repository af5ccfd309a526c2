// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
import type { z } from 'zod';
import { answerCheck } from '../answer-check';
import type { PixKeyResponseSchema } from '../pix';

/** `PixKeyResponseSchema` (pix.ts). */
export const PixKeyResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof PixKeyResponseSchema>>(
  {"type":"object","properties":{"pixKey":{"anyOf":[{"type":"object","properties":{"type":{"type":"string","enum":["cpf","phone","email","random"]},"key":{"type":"string"},"city":{"type":["string","null"]},"updatedAt":{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"}},"required":["type","key","city","updatedAt"]},{"type":"null"}]}},"required":["pixKey"]},
);
