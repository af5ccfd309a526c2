import type { RejectedSubmission } from '@portal/contracts/submissions';
import { Alert } from '@portal/design-system';
import { formatDate } from '@portal/domain';
import { tasksCopy } from './copy';

const text = tasksCopy.rejected;

/**
 * The child's recent rejections (the BFF keeps the 10 latest, one per task), each titled
 * 'Tarefa rejeitada' with the date and the parent's reason, or the fallback text when the
 * reason is missing (spec 001 §2).
 */
export function RejectedAlerts({ rejected }: { rejected: readonly RejectedSubmission[] }) {
  if (rejected.length === 0) return null;
  return (
    <ul className="child-tasks__rejected" aria-label={text.listLabel}>
      {rejected.map((item) => {
        const reason = item.reason?.trim();
        return (
          <li key={item.submissionId}>
            <Alert tone="warning" title={text.title}>
              <p>{text.text(item.taskTitle, formatDate(item.rejectedAt))}</p>
              <p>{reason ? text.reason(reason) : text.noReason}</p>
            </Alert>
          </li>
        );
      })}
    </ul>
  );
}
