// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
import type { z } from 'zod';
import { answerCheck } from '../answer-check';
import type { NotificationsResponseSchema } from '../notifications';

/** `NotificationsResponseSchema` (notifications.ts). */
export const NotificationsResponseAnswer = /* @__PURE__ */ answerCheck<z.output<typeof NotificationsResponseSchema>>(
  {"type":"object","properties":{"items":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},"kind":{"type":"string","enum":["task_reminder","submission_waiting","achievement_unlocked","goal_milestone","weekly_report","allowance_paid","pause_set","task_approved","task_rejected"]},"title":{"type":"string"},"body":{"type":"string"},"link":{"type":"string"},"childId":{"anyOf":[{"type":"string","minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_-]+$"},{"type":"null"}]},"createdAt":{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"},"readAt":{"anyOf":[{"type":"string","pattern":"^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$"},{"type":"null"}]}},"required":["id","kind","title","body","link","childId","createdAt","readAt"]}},"unreadCount":{"type":"integer","minimum":0,"maximum":9007199254740991}},"required":["items","unreadCount"]},
);
