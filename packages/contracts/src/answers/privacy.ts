// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
import type { z } from 'zod';
import { answerCheck } from '../answer-check';
import type { FamilyDeleteLinkResponseSchema } from '../privacy';

/** `FamilyDeleteLinkResponseSchema` (privacy.ts). */
export const FamilyDeleteLinkResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof FamilyDeleteLinkResponseSchema>>(
  {"type":"object","properties":{"sentTo":{"type":"string"},"expiresInMinutes":{"type":"integer","exclusiveMinimum":0,"maximum":9007199254740991}},"required":["sentTo","expiresInMinutes"]},
);
