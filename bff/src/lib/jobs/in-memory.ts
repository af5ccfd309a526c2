import type { Jobs } from './jobs';

/** A job as {@link createInMemoryJobs} recorded it. */
export interface SentJob {
  name: string;
  data: object;
  singletonKey?: string;
}

/** A {@link Jobs} that runs nothing and remembers what was sent. */
export interface InMemoryJobs extends Jobs {
  /** Every job sent, oldest first, also one whose singletonKey the real queue would coalesce. */
  readonly sent: readonly SentJob[];
}

/**
 * Jobs for an app without a queue (`createApp`'s default, so tests that build an app with
 * `createTestApp` need no worker): a send is recorded, never run. A test that needs jobs to
 * run starts a real queue with `startJobs`.
 */
export function createInMemoryJobs(): InMemoryJobs {
  const sent: SentJob[] = [];
  return {
    sent,
    send(name, data, { singletonKey } = {}) {
      sent.push(singletonKey === undefined ? { name, data } : { name, data, singletonKey });
      return Promise.resolve();
    },
    stop: () => Promise.resolve(),
  };
}
