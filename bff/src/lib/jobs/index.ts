export { createInMemoryJobs, type InMemoryJobs, type SentJob } from './in-memory';
export {
  IDEMPOTENCY_KEY_RETENTION_MS,
  pruneExpired,
  pruneExpiredJob,
  RATE_LIMIT_ROW_RETENTION_MS,
  type PruneResult,
} from './housekeeping';
export { JOB_TIME_ZONE, startJobs, type StartJobsOptions } from './queue';
export { DEFAULT_JOB_RETRY, type JobContext, type JobDefinition, type Jobs } from './jobs';
