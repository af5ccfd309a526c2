/** Review state of a task submission. */
export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

/** Every submission status. */
export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['pending', 'approved', 'rejected'];

/** The stored fields the status is derived from; any of them may be missing or loosely typed. */
export interface SubmissionStatusFields {
  status?: string | null;
  approved?: boolean | number | string | null;
  approved_at?: string | Date | null;
  rejected_at?: string | Date | null;
}

const TRUE_LIKE = new Set(['true', '1', 'yes', 'sim', 'approved', 'aprovado']);
const FALSE_LIKE = new Set(['false', '0', 'no', 'não', 'nao', 'rejected', 'reprovado', 'negado']);

function hasTimestamp(value: string | Date | null | undefined): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Status of a submission, derived exactly in the order of spec 001 §4 "Submission status":
 * 1. the status text: containing reject, reprov or neg → rejected; else aprov, complete,
 *    concl or done → approved; else pend → pending (case-insensitive);
 * 2. otherwise the approved flag: true-like ('true', '1', 'yes', 'sim', 'approved',
 *    'aprovado', or boolean true) → approved; false-like ('false', '0', 'no', 'não', 'nao',
 *    'rejected', 'reprovado', 'negado', or boolean false) → rejected;
 * 3. otherwise an approved_at timestamp → approved, else a rejected_at timestamp → rejected;
 * 4. otherwise pending.
 *
 * Note that English "approved" does not contain "aprov", so a row must also carry
 * `approved: true` (or `approved_at`) to read as approved; the BFF writes all three.
 */
export function deriveSubmissionStatus(fields: SubmissionStatusFields): SubmissionStatus {
  const status = (fields.status ?? '').toLowerCase();
  if (['reject', 'reprov', 'neg'].some((s) => status.includes(s))) return 'rejected';
  if (['aprov', 'complete', 'concl', 'done'].some((s) => status.includes(s))) return 'approved';
  if (status.includes('pend')) return 'pending';

  const { approved } = fields;
  if (approved !== null && approved !== undefined) {
    const flag = String(approved).trim().toLowerCase();
    if (TRUE_LIKE.has(flag)) return 'approved';
    if (FALSE_LIKE.has(flag)) return 'rejected';
  }

  if (hasTimestamp(fields.approved_at)) return 'approved';
  if (hasTimestamp(fields.rejected_at)) return 'rejected';
  return 'pending';
}
