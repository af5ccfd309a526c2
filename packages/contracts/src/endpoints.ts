/*
 * Every route descriptor (ADR 062), for the BFF and tests. A remote imports the module of the
 * resource it calls (`@portal/contracts/endpoints/tasks`), which carries only its descriptors.
 */
export * from './endpoints/endpoint';
export * from './endpoints/accounts';
export * from './endpoints/allowance';
export * from './endpoints/notifications';
export * from './endpoints/pauses';
export * from './endpoints/push';
export * from './endpoints/auth-config';
export * from './endpoints/better-auth';
export * from './endpoints/billing';
export * from './endpoints/child-auth';
export * from './endpoints/child-progress';
export * from './endpoints/child-tasks';
export * from './endpoints/children';
export * from './endpoints/dev';
export * from './endpoints/device';
export * from './endpoints/events';
export * from './endpoints/family';
export * from './endpoints/goals';
export * from './endpoints/health';
export * from './endpoints/me';
export * from './endpoints/parent-dashboard';
export * from './endpoints/privacy';
export * from './endpoints/submissions';
export * from './endpoints/tasks';
export * from './endpoints/money-out';
