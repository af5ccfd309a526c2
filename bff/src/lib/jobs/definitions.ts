import { allowancePayDueJob } from '../../routes/allowance/allowance.jobs';
import { NOTIFICATION_JOBS } from '../../routes/notifications/notifications.jobs';
import { pruneExpiredJob, sweepPhotosJob } from './housekeeping';
import type { JobDefinition } from './jobs';

/**
 * Every kind of job the BFF runs (ADR 063): `server.ts` starts the queue with this list, so a
 * new job is one import and one entry here. Each definition lives beside the rules it runs
 * (`routes/<resource>/<resource>.jobs.ts`, or `lib/jobs/` for housekeeping).
 */
export const JOB_DEFINITIONS: JobDefinition[] = [
  pruneExpiredJob,
  sweepPhotosJob,
  allowancePayDueJob,
  ...NOTIFICATION_JOBS,
];
