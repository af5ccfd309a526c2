// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
import type { z } from 'zod';
import { answerCheck } from '../answer-check';
import type { PushConfigSchema } from '../push';

/** `PushConfigSchema` (push.ts). */
export const PushConfigAnswer = /* @__PURE__ */ answerCheck<z.output<typeof PushConfigSchema>>(
  {"type":"object","properties":{"publicKey":{"type":["string","null"]}},"required":["publicKey"]},
);
