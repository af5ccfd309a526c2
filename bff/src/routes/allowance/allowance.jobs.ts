import type { JobDefinition } from '../../lib/jobs/jobs';
import { payDueAllowances } from './allowance.service';

/** The job that pays due allowances: every minute for all, or at once for one child. */
export const ALLOWANCE_PAY_DUE_JOB = 'allowance.pay-due';

/**
 * Every minute (and when a parent saves an allowance whose payday has come), pays what is due:
 * each payday once, late after a stop, never twice (payAllowance).
 */
export const allowancePayDueJob: JobDefinition<{ childId?: string }> = {
  name: ALLOWANCE_PAY_DUE_JOB,
  cron: '* * * * *',
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  async handle(data, { db, clock, logger }) {
    const { paid } = await payDueAllowances(db, clock, data.childId);
    if (paid > 0) logger.info({ paid }, 'allowances paid');
  },
};
