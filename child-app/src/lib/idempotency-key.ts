/*
 * One `Idempotency-Key` per tap (task completions, goal movements): the kit's, shared with
 * parent-app's payouts.
 */
export { newIdempotencyKey } from '@portal/app-kit';
