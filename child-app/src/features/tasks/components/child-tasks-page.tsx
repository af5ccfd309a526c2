import {
  Alert,
  Button,
  EmptyState,
  PageLayout,
  Skeleton,
  Tabs,
  useTheme,
  VisuallyHidden,
} from '@portal/design-system';
import { saoPauloToday } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from '@portal/router';
import { ChildNav } from '../../../lib/child-nav';
import { HeaderActions } from '../../../lib/header-actions';
import { useGetChildTasksQuery } from '../../../lib/child-tasks-api';
import { useCompleteTask } from '../../../lib/use-complete-task';
import { useNow } from '../hooks/use-now';
import {
  ALL_CATEGORIES,
  categoriesOf,
  isInTab,
  summarize,
  TASK_TABS,
  type TaskTab,
} from '../lib/task-views';
import { CategoryChips } from './category-chips';
import { tasksCopy } from './copy';
import { ProgressStrip } from './progress-strip';
import { RejectedAlerts } from './rejected-alerts';
import { TaskCard } from './task-card';
import { TasksSummaryCards } from './tasks-summary';
import './tasks.css';

const EMPTY_ICON: Record<TaskTab, string> = {
  today: '🌤️',
  upcoming: '📅',
  pending: '🎉',
  completed: '📝',
};

/**
 * `/child/tasks` (spec 001 §2 "Child tasks screen"): rejected alerts, summary cards, category
 * chips and the tabs Hoje / Próximas / Pendentes / Concluídas over GET /api/child/tasks, in
 * the order the BFF sorted them. 'Today' is the São Paulo day of the client's clock, re-read
 * every 60 s; the list is re-read when the day turns and on the BFF's events.
 */
export function ChildTasksPage() {
  const query = useGetChildTasksQuery(undefined, { refetchOnMountOrArgChange: true });
  const now = useNow();
  const today = saoPauloToday(now);
  const { emoji } = useTheme();
  const [tab, setTab] = useState<TaskTab>('today');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const completion = useCompleteTask();
  const { refetch } = query;

  // Recurring occurrences and availability are the BFF's to decide: a new day re-reads them.
  const shownDay = useRef(today);
  useEffect(() => {
    if (shownDay.current === today) return;
    shownDay.current = today;
    void refetch();
  }, [today, refetch]);

  const nav = <ChildNav active="tasks" />;

  if (!query.data && (query.isLoading || query.isFetching)) {
    return (
      <PageLayout title={tasksCopy.title} actions={<HeaderActions />} nav={nav}>
        <div className="child-tasks__loading" aria-busy="true">
          <VisuallyHidden role="status">{tasksCopy.loading}</VisuallyHidden>
          <Skeleton height="4.5rem" />
          <Skeleton height="2.5rem" width="70%" />
          <Skeleton height="9rem" />
          <Skeleton height="9rem" />
        </div>
      </PageLayout>
    );
  }

  const status = query.error && 'status' in query.error ? query.error.status : null;
  // The shell's guard normally gets here first; standalone child-app relies on this.
  if (status === 401 || status === 403) return <Navigate to="/child/login" replace />;

  if (!query.data) {
    return (
      <PageLayout title={tasksCopy.title} actions={<HeaderActions />} nav={nav}>
        <Alert
          tone="danger"
          action={
            <Button variant="primary" onClick={() => void refetch()}>
              {tasksCopy.retry}
            </Button>
          }
        >
          {tasksCopy.loadFailed}
        </Alert>
      </PageLayout>
    );
  }

  const { tasks, rejected, monthlyEarnings } = query.data;
  const categories = categoriesOf(tasks);
  const activeCategory = categories.includes(category) ? category : ALL_CATEGORIES;
  const summary = summarize(tasks, today);

  const changeView = (apply: () => void) => {
    completion.resetCompletedHere();
    apply();
  };

  const visible = tasks.filter(
    (task) =>
      (activeCategory === ALL_CATEGORIES || task.category === activeCategory) &&
      // A task completed here stays in its tab (showing 'Concluída') until the view changes.
      isInTab(task, tab, today, completion.completedHere.has(task.id)),
  );

  const list =
    visible.length === 0 ? (
      <EmptyState
        icon={emoji === 'none' ? undefined : EMPTY_ICON[tab]}
        title={tasksCopy.empty[tab]}
        description={
          tab === 'pending' && tasks.length === 0
            ? tasksCopy.pendingWithoutTasks
            : tasksCopy.emptyDescription[tab]
        }
      />
    ) : (
      <ul className="child-tasks__list">
        {visible.map((task) => (
          <li key={task.id}>
            <TaskCard
              task={task}
              now={now}
              processing={completion.processing.has(task.id)}
              queued={completion.queued.has(task.id)}
              failure={completion.failures[task.id]}
              onComplete={(proof) => completion.complete(task.id, proof)}
              onRetry={() => completion.retry(task.id)}
              onDismissFailure={() => completion.dismiss(task.id)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <PageLayout title={tasksCopy.title} actions={<HeaderActions />} nav={nav}>
      <div className="child-tasks">
        <RejectedAlerts rejected={rejected} />
        <ProgressStrip />
        <TasksSummaryCards
          monthlyEarnings={monthlyEarnings}
          potentialEarnings={summary.potentialEarnings}
          todayCount={summary.todayCount}
        />
        <CategoryChips
          categories={categories}
          value={activeCategory}
          onChange={(next) => changeView(() => setCategory(next))}
        />
        <Tabs
          label={tasksCopy.tabsLabel}
          value={tab}
          onChange={(next) => changeView(() => setTab(next as TaskTab))}
          tabs={TASK_TABS.map((id) => ({
            id,
            label: tasksCopy.tabs[id],
            content: id === tab ? list : null,
          }))}
        />
      </div>
    </PageLayout>
  );
}
