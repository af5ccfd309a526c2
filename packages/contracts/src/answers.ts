// Written by `pnpm --filter @portal/contracts answers` (scripts/answers.ts): the answer
// schemas the remotes read, as JSON Schema, for `answerCheck` (ADR 050). Do not edit;
// `answers.test.ts` fails when this file is not what the schemas write.
export * from './answers/allowance';
export * from './answers/notifications';
export * from './answers/pause';
export * from './answers/push';
export * from './answers/billing';
export * from './answers/child-public';
export * from './answers/children';
export * from './answers/dashboard';
export * from './answers/errors';
export * from './answers/goals';
export * from './answers/health';
export * from './answers/money-out';
export * from './answers/pix';
export * from './answers/privacy';
export * from './answers/progress';
export * from './answers/session';
export * from './answers/settings';
export * from './answers/submissions';
export * from './answers/task-view';
export * from './answers/tasks';
