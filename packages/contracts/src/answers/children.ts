// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
import type { z } from 'zod';
import { answerCheck } from '../answer-check';
import type { ChildSignInResponseSchema, DeviceProfilesResponseSchema, UsernameAvailabilitySchema } from '../children';

/** `ChildSignInResponseSchema` (children.ts). */
export const ChildSignInResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof ChildSignInResponseSchema>>(
  {"type":"object","properties":{"child":{"type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"familyId":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"name":{"type":"string"},"username":{"type":"string","pattern":"^[a-z0-9._-]{3,}$"},"age":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"email":{"type":["string","null"]},"weeklyLimit":{"type":"integer","minimum":0,"maximum":9007199254740991},"active":{"type":"boolean"},"balance":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"totalEarned":{"type":"integer","minimum":0,"maximum":9007199254740991},"xp":{"type":"integer","minimum":0,"maximum":9007199254740991},"level":{"type":"integer","minimum":1,"maximum":9007199254740991},"streak":{"type":"integer","minimum":0,"maximum":9007199254740991},"pendingTasks":{"type":"integer","minimum":0,"maximum":9007199254740991},"completedToday":{"type":"integer","minimum":0,"maximum":9007199254740991},"tasksCompleted":{"type":"integer","minimum":0,"maximum":9007199254740991},"hasPin":{"type":"boolean"},"pinLockedUntil":{"anyOf":[{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"},{"type":"null"}]}},"required":["id","familyId","name","username","age","email","weeklyLimit","active","balance","totalEarned","xp","level","streak","pendingTasks","completedToday","tasksCompleted","hasPin","pinLockedUntil"]}},"required":["child"]},
);

/** `DeviceProfilesResponseSchema` (children.ts). */
export const DeviceProfilesResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof DeviceProfilesResponseSchema>>(
  {"type":"object","properties":{"familyId":{"anyOf":[{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},{"type":"null"}]},"profiles":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"name":{"type":"string"},"username":{"type":"string"},"age":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"ageGroup":{"type":"string","enum":["kids","teens","young"]},"hasPin":{"type":"boolean"}},"required":["id","name","username","age","ageGroup","hasPin"]}}},"required":["familyId","profiles"]},
);

/** `UsernameAvailabilitySchema` (children.ts). */
export const UsernameAvailabilityAnswer = /* @__PURE__ */ answerCheck<z.output<typeof UsernameAvailabilitySchema>>(
  {"type":"object","properties":{"username":{"type":"string"},"available":{"type":"boolean"},"suggestions":{"maxItems":5,"type":"array","items":{"type":"string"}}},"required":["username","available","suggestions"]},
);
