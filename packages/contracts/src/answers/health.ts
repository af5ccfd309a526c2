// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
import type { z } from 'zod';
import { answerCheck } from '../answer-check';
import type { HealthResponseSchema } from '../health';

/** `HealthResponseSchema` (health.ts). */
export const HealthResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof HealthResponseSchema>>(
  {"type":"object","properties":{"status":{"type":"string","enum":["ok","degraded"]},"version":{"type":"string"},"time":{"type":"string"},"database":{"type":"object","properties":{"driver":{"type":"string","enum":["pglite","postgres"]},"ok":{"type":"boolean"},"latencyMs":{"type":"number","minimum":0}},"required":["driver","ok","latencyMs"]}},"required":["status","version","time","database"]},
);
