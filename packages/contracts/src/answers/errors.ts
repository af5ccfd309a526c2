// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
import type { z } from 'zod';
import { answerCheck } from '../answer-check';
import type { ErrorResponseSchema } from '../errors';

/** `ErrorResponseSchema` (errors.ts). */
export const ErrorResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof ErrorResponseSchema>>(
  {"type":"object","properties":{"code":{"type":"string"},"message":{"type":"string"},"requestId":{"type":"string"},"issues":{"type":"array","items":{"type":"object","properties":{"path":{"type":"array","items":{"type":["string","number"]}},"message":{"type":"string"}},"required":["path","message"]}}},"required":["code","message"]},
);
