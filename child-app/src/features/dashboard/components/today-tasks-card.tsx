import type { ChildTask } from '@portal/contracts/submissions';
import { Alert, Button, Card, Money } from '@portal/design-system';
import { formatDate, isTaskAvailableAt, parseTimeLimit, saoPauloToday } from '@portal/domain';
import { useNow, FRESH_ON_MOUNT } from '@portal/app-kit';
import { Link } from '@portal/router';
import { useGetChildTasksQuery } from '../../../lib/child-tasks-api';
import { useCompleteTask } from '../../../lib/use-complete-task';
import { todayTasks } from '../lib/today-tasks';
import { dashboardCopy } from './copy';
import { PartFailed, PartLoading } from './part-status';
import { Deco } from '../../../lib/deco';
import { QueuedStatus } from '../../../lib/queued-status';
import { RecurringMark } from '../../../lib/recurring-mark';

const text = dashboardCopy.tasks;

/** 'Today' is re-read every minute (spec 001 §9 "Today refresh"). */
const NOW_REFRESH_MS = 60_000;

/**
 * Up to the first 3 tasks of today with 'Marcar como Feita' (the tasks screen's completion:
 * one `Idempotency-Key` per tap, reused by 'Tentar novamente'). A task that needs a photo is
 * done on the tasks screen, where the camera flow is: its button leads there.
 */
export function TodayTasksCard() {
  const query = useGetChildTasksQuery(undefined, FRESH_ON_MOUNT);
  const now = useNow(NOW_REFRESH_MS);
  const completion = useCompleteTask();

  let body;
  if (query.data) {
    const tasks = todayTasks(query.data.tasks, saoPauloToday(now), completion.completedHere);
    body =
      tasks.length === 0 ? (
        <p className="child-dash__muted">
          <Deco emoji="🌤️" />
          {text.empty}
        </p>
      ) : (
        <ul className="child-dash__tasks">
          {tasks.map((task) => (
            <li key={task.id}>
              <TaskRow
                task={task}
                now={now}
                processing={completion.processing.has(task.id)}
                queued={completion.queued.has(task.id)}
                failure={completion.failures[task.id]?.message}
                onComplete={() => completion.complete(task.id)}
                onRetry={() => completion.retry(task.id)}
                onDismiss={() => completion.dismiss(task.id)}
              />
            </li>
          ))}
        </ul>
      );
  } else if (query.isError) {
    body = <PartFailed message={text.loadFailed} onRetry={() => void query.refetch()} />;
  } else {
    body = <PartLoading height="8rem" />;
  }

  return (
    <Card as="section" title={text.title} className="child-dash__tasks-card">
      {body}
      <Link to="/child/tasks" className="mesa-button mesa-button--ghost mesa-button--md">
        {text.all}
      </Link>
    </Card>
  );
}

/** 'dd/mm/aaaa HH:MM' of when a task opens (as the tasks screen writes it). */
function availableFrom(task: Pick<ChildTask, 'dueDate' | 'timeLimit'>): string {
  if (!task.dueDate) return '';
  const time = parseTimeLimit(task.timeLimit);
  const pad = (n: number) => String(n).padStart(2, '0');
  return time
    ? `${formatDate(task.dueDate)} ${pad(time.hours)}:${pad(time.minutes)}`
    : formatDate(task.dueDate);
}

function TaskRow({
  task,
  now,
  processing,
  queued,
  failure,
  onComplete,
  onRetry,
  onDismiss,
}: {
  task: ChildTask;
  now: Date;
  processing: boolean;
  queued: boolean;
  failure?: string;
  onComplete: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  let action;
  if (queued) {
    action = <QueuedStatus text={text.queued} />;
  } else if (processing) {
    action = (
      <Button fullWidth loading loadingText={text.processing}>
        {text.complete}
      </Button>
    );
  } else if (task.completed) {
    action = (
      <Button fullWidth variant="secondary" disabled>
        <Deco emoji="✅" />
        {text.done}
      </Button>
    );
  } else if (!isTaskAvailableAt(task, now)) {
    action = (
      <Button fullWidth variant="secondary" disabled>
        {text.availableOn(availableFrom(task))}
      </Button>
    );
  } else if (task.requiresPhoto) {
    action = (
      <Link to="/child/tasks" className="mesa-button mesa-button--primary mesa-button--md">
        <Deco emoji="📷" />
        {text.complete}
      </Link>
    );
  } else {
    action = (
      <Button fullWidth onClick={onComplete}>
        {text.complete}
      </Button>
    );
  }
  return (
    <article className="child-dash__task" aria-labelledby={`dash-task-${task.id}`}>
      <p className="child-dash__task-head">
        <strong id={`dash-task-${task.id}`}>{task.title}</strong>
        <Money centavos={task.value} />
      </p>
      {task.recurring ? (
        <RecurringMark type={task.recurringType} className="child-dash__repeat" />
      ) : null}
      {action}
      {failure ? (
        <Alert
          tone="danger"
          action={
            <span className="child-dash__row">
              <Button size="sm" onClick={onRetry}>
                {dashboardCopy.retry}
              </Button>
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                {text.dismiss}
              </Button>
            </span>
          }
        >
          {failure}
        </Alert>
      ) : null}
    </article>
  );
}
