import { MSG } from '@portal/contracts/messages';
import {
  TASK_CATEGORIES,
  TaskStatusFilterSchema,
  type Task,
  type TaskStatusFilter,
} from '@portal/contracts/tasks';
import { formatMoney, saoPauloToday } from '@portal/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Dialog,
  EmptyState,
  PageLayout,
  Select,
  Skeleton,
  Spinner,
  TextField,
  useToast,
} from '@portal/design-system';
import { useMemo, useState } from 'react';
import { useNavigate } from '@portal/router';
import { BackLink } from '../../../lib/back-link';
import { LoadMore } from '../../../lib/load-more';
import { NotificationBellSlot } from '../../../lib/notification-bell-slot';
import { ParentNav } from '../../../lib/parent-nav';
import { readApiError } from '../../../lib/api-error';
import { useGetChildrenQuery } from '../../../lib/session-api';
import {
  useBulkDeleteTasksMutation,
  useDeleteTaskMutation,
  useGetTasksInfiniteQuery,
  type TaskListFilters,
} from '../api/tasks-api';
import { tasksCopy as C } from '../copy';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { categoryOptions, type TaskOriginState } from '../model/task-options';
import { TaskRow } from './task-row';

const M = C.manage;

/** Pause after the last keystroke before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS = TaskStatusFilterSchema.options.map((value) => ({
  value,
  label: M.statusOptions[value],
}));

/** What the delete dialog is about: one row, or the selection. */
type DeleteRequest = { kind: 'one'; task: Task } | { kind: 'many'; ids: string[] };

/**
 * `/tasks/manage` ('Gerenciar Tarefas', spec 001 §2): the family's four figures, search and
 * filters, the list 20 at a time (infinite scroll plus 'Carregar mais'), multi-select with a
 * bulk delete bar, and per-row view/edit/delete.
 */
export function ManageTasksPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TaskStatusFilter>('all');
  const [category, setCategory] = useState('');
  const [childId, setChildId] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filters: TaskListFilters = useMemo(
    () => ({ search: debouncedSearch.trim(), status, category, childId }),
    [debouncedSearch, status, category, childId],
  );

  const list = useGetTasksInfiniteQuery(filters);
  const children = useGetChildrenQuery(undefined);
  const [deleteTask, deleteOne] = useDeleteTaskMutation();
  const [bulkDeleteTasks, deleteMany] = useBulkDeleteTasksMutation();
  const deleting = deleteOne.isLoading || deleteMany.isLoading;

  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [deleteRequest, setDeleteRequest] = useState<DeleteRequest | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // The pages of the current filters only; a new filter shows the skeleton, not old rows.
  const pages = list.currentData?.pages;
  const tasks = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((page) =>
      page.tasks.filter((task) => (seen.has(task.id) ? false : (seen.add(task.id), true))),
    );
  }, [pages]);
  const total = pages?.at(-1)?.total ?? 0;
  // The four figures are the family's whatever the filter: keep the last known while refetching.
  const summary = list.data?.pages[0]?.summary;
  const today = saoPauloToday();

  // Selection holds only rows on screen: rows that leave (deleted, filtered out) drop out.
  // Adjusted while rendering when the rows change (react.dev "storing information from
  // previous renders"), not in an effect, so no frame shows a stale selection.
  const [selectionRows, setSelectionRows] = useState(tasks);
  if (selectionRows !== tasks) {
    setSelectionRows(tasks);
    const shown = new Set(tasks.map((task) => task.id));
    setSelected((current) => {
      const kept = [...current].filter((id) => shown.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }

  const names = useMemo(
    () => new Map((children.data?.children ?? []).map((child) => [child.id, child.name])),
    [children.data],
  );
  const childOptions = [
    { value: '', label: M.allChildren },
    { value: 'unassigned', label: M.unassigned },
    ...(children.data?.children ?? [])
      .filter((child) => child.active)
      .map((child) => ({ value: child.id, label: child.name })),
  ];

  const allSelected = tasks.length > 0 && tasks.every((task) => selected.has(task.id));

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function openDelete(request: DeleteRequest) {
    setDeleteError(null);
    setDeleteRequest(request);
  }

  async function confirmDelete() {
    if (!deleteRequest) return;
    setDeleteError(null);
    const ids = deleteRequest.kind === 'one' ? [deleteRequest.task.id] : deleteRequest.ids;
    const result =
      deleteRequest.kind === 'one' ? await deleteTask(ids[0] ?? '') : await bulkDeleteTasks(ids);
    if (result.error) {
      // A task another device already deleted is gone either way.
      const failure = readApiError(result.error);
      if (!(deleteRequest.kind === 'one' && failure.status === 404)) {
        setDeleteError(failure.message ?? M.deleteFailed);
        return;
      }
    }
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    setDeleteRequest(null);
    toast.show({ message: M.deleted(ids.length), tone: 'success' });
  }

  const newTaskState: TaskOriginState = { from: '/tasks/manage' };

  return (
    <PageLayout
      title={M.title}
      nav={<ParentNav active="tasks" />}
      back={<BackLink to="/parent/dashboard" label={M.backLabel} />}
      actions={
        <>
          <Button size="sm" onClick={() => navigate('/tasks/create', { state: newTaskState })}>
            <span aria-hidden="true">+</span> {M.newTask}
          </Button>
          <NotificationBellSlot />
        </>
      }
    >
      <div className="parent-stack">
        <section aria-label={M.statsLabel} className="parent-stats">
          {[
            { label: M.total, value: summary?.total },
            { label: M.completed, value: summary?.completed },
            { label: M.pending, value: summary?.pending },
            {
              label: M.totalValue,
              value: summary ? formatMoney(summary.totalValue) : undefined,
            },
          ].map((stat) => (
            <Card key={stat.label} as="section" title={stat.label} titleAs="h2">
              <p className="parent-figure">
                {stat.value ?? <Skeleton width="3rem" height="1.5rem" />}
              </p>
            </Card>
          ))}
        </section>

        <section aria-label={M.filtersLabel} className="parent-filters">
          <TextField
            type="search"
            label={M.search}
            placeholder={M.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select
            label={M.status}
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => setStatus(event.target.value as TaskStatusFilter)}
          />
          <Select
            label={M.category}
            options={[{ value: '', label: M.allCategories }, ...categoryOptions(TASK_CATEGORIES)]}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
          <Select
            label={M.child}
            options={childOptions}
            value={childId}
            onChange={(event) => setChildId(event.target.value)}
          />
        </section>

        {list.isError && !pages ? (
          <Alert
            tone="danger"
            action={
              <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                {C.retry}
              </Button>
            }
          >
            {MSG.task.loadFailed}
          </Alert>
        ) : !pages ? (
          <div className="parent-stack" aria-busy="true">
            <Spinner label={M.loading} showLabel />
            <Skeleton lines={3} height="5rem" />
          </div>
        ) : (
          <section aria-label={M.listLabel} className="parent-stack">
            <div className="parent-row parent-row--between">
              <p className="parent-muted" role="status">
                {M.showing(tasks.length, total)}
              </p>
              {tasks.length > 0 ? (
                <Checkbox
                  label={M.selectAll}
                  checked={allSelected}
                  onChange={(event) =>
                    setSelected(
                      event.target.checked ? new Set(tasks.map((task) => task.id)) : new Set(),
                    )
                  }
                />
              ) : null}
            </div>

            {tasks.length === 0 ? (
              <EmptyState icon="🔍" title={M.empty} description={M.emptyHint} />
            ) : (
              <ul className="parent-task-list">
                {tasks.map((task) => (
                  <li key={task.id}>
                    <TaskRow
                      task={task}
                      today={today}
                      assigneeNames={task.assignedChildren.flatMap((id) => names.get(id) ?? [])}
                      selected={selected.has(task.id)}
                      onSelect={(on) => toggle(task.id, on)}
                      onDelete={() => openDelete({ kind: 'one', task })}
                      disabled={deleting}
                    />
                  </li>
                ))}
              </ul>
            )}

            {list.isError && pages ? <Alert tone="danger">{MSG.task.loadFailed}</Alert> : null}
            <LoadMore
              query={list}
              shown={tasks.length}
              label={M.loadMore}
              loadingLabel={M.loadingMore}
            />
          </section>
        )}

        {selected.size > 0 ? (
          <div className="parent-bulk-bar" role="region" aria-label={M.selected(selected.size)}>
            <p className="parent-bulk-bar__text">{M.selected(selected.size)}</p>
            <div className="parent-bulk-bar__actions">
              <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                {M.clearSelection}
              </Button>
              <Button
                variant="danger"
                size="sm"
                onClick={() => openDelete({ kind: 'many', ids: [...selected] })}
              >
                {M.deleteSelected}
              </Button>
            </div>
          </div>
        ) : null}
      </div>

      <Dialog
        open={deleteRequest !== null}
        onClose={() => (deleting ? undefined : setDeleteRequest(null))}
        title={deleteRequest?.kind === 'many' ? M.deleteManyTitle : M.deleteTitle}
        description={
          deleteRequest?.kind === 'many'
            ? M.deleteMany(deleteRequest.ids.length)
            : MSG.task.deleteConfirm
        }
        footer={
          <div className="parent-actions">
            <Button variant="secondary" disabled={deleting} onClick={() => setDeleteRequest(null)}>
              {C.cancel}
            </Button>
            <Button
              variant="danger"
              loading={deleting}
              loadingText={M.deleting}
              onClick={confirmDelete}
            >
              {M.delete}
            </Button>
          </div>
        }
      >
        {deleteRequest?.kind === 'one' ? (
          <p className="parent-dialog-subject">{deleteRequest.task.title}</p>
        ) : null}
        {deleteError ? <Alert tone="danger">{deleteError}</Alert> : null}
      </Dialog>
    </PageLayout>
  );
}
