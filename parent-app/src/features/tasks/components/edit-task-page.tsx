import type { ChildPublic } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import {
  MANAGE_TASK_CATEGORIES,
  TASK_VALUE_MAX,
  TASK_VALUE_MIN,
  TASK_VALUE_STEP,
  UpdateTaskInputSchema,
  type Task,
} from '@portal/contracts/tasks';
import { centavosToDecimalString, formatMoney, parseMoney } from '@portal/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  IconButton,
  PageLayout,
  Select,
  Skeleton,
  Spinner,
  TextField,
  useToast,
} from '@portal/design-system';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '../../../lib/back-link';
import { ParentNav } from '../../../lib/parent-nav';
import { readApiError } from '../../../lib/api-error';
import { fieldErrorsFrom } from '../../../lib/form-errors';
import { InputField, TextAreaField } from '../../../lib/native-fields';
import { useGetChildrenQuery } from '../../../lib/session-api';
import {
  useDeleteTaskMutation,
  useGetTaskQuery,
  useUpdateTaskMutation,
  type UpdateTaskBody,
} from '../api/tasks-api';
import { tasksCopy as C } from '../copy';
import { categoryOptions } from '../model/task-options';
import { useTaskForm } from '../hooks/use-task-form';
import { ChildrenPicker } from './children-picker';
import { TaskRuleSwitches } from './task-rule-switches';

const E = C.edit;
const F = C.fields;

/**
 * `/tasks/{id}/edit` ('Editar Tarefa', spec 001 §2, §5 "Edit task"). An id the BFF does not
 * know (404: unknown, deleted, or another family's) redirects to `/tasks/manage`.
 */
export function EditTaskPage() {
  const { id = '' } = useParams();
  const task = useGetTaskQuery(id, { refetchOnMountOrArgChange: true });
  const children = useGetChildrenQuery(undefined);

  if (task.isError && readApiError(task.error).status === 404) {
    return <Navigate to="/tasks/manage" replace />;
  }

  const loaded = task.data;
  const family = children.data;
  return (
    <PageLayout
      title={E.title}
      nav={<ParentNav active="tasks" />}
      back={<BackLink to="/tasks/manage" label={E.backLabel} />}
    >
      {loaded && family ? (
        // Keyed by id: the form starts from the task once and is not reset by refetches.
        <EditTaskForm
          key={loaded.id}
          task={loaded}
          activeChildren={family.children.filter((child) => child.active)}
        />
      ) : task.isError || children.isError ? (
        <Alert
          tone="danger"
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                if (task.isError) void task.refetch();
                if (children.isError) void children.refetch();
              }}
            >
              {C.retry}
            </Button>
          }
        >
          {task.isError ? C.loadTaskFailed : C.loadChildrenFailed}
        </Alert>
      ) : (
        <div className="parent-form-page" aria-busy="true">
          <Spinner label={E.loading} showLabel />
          <Skeleton lines={6} height="2.5rem" />
        </div>
      )}
    </PageLayout>
  );
}

interface EditForm {
  title: string;
  description: string;
  /** Reais as the number input holds it ('5.00'); sent as text. */
  value: string;
  category: string;
  dueDate: string;
  timeLimit: string;
  requiresPhoto: boolean;
  requiresApproval: boolean;
  assignedChildren: string[];
}

const ID = {
  title: 'edit-task-title',
  description: 'edit-task-description',
  value: 'edit-task-value',
  category: 'edit-task-category',
  dueDate: 'edit-task-due-date',
  timeLimit: 'edit-task-time-limit',
  children: 'edit-task-child',
  cancelDelete: 'edit-task-cancel-delete',
} as const;

const ORDER = [
  'title',
  'description',
  'value',
  'category',
  'dueDate',
  'timeLimit',
  'assignedChildren',
] as const;

function initialForm(task: Task, activeIds: ReadonlySet<string>): EditForm {
  return {
    title: task.title,
    description: task.description ?? '',
    value: centavosToDecimalString(task.value),
    category: task.category,
    dueDate: task.dueDate ?? '',
    timeLimit: task.timeLimit ?? '',
    requiresPhoto: task.requiresPhoto,
    requiresApproval: task.requiresApproval,
    // Only active children can be assigned (spec 001 §5); an inactive one drops out on save.
    assignedChildren: task.assignedChildren.filter((childId) => activeIds.has(childId)),
  };
}

function EditTaskForm({
  task,
  activeChildren,
}: {
  task: Task;
  activeChildren: readonly ChildPublic[];
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const { form, errors, update, showErrors, clearErrors, focus } = useTaskForm(
    () => initialForm(task, new Set(activeChildren.map((child) => child.id))),
    { order: ORDER, ids: ID, activeChildren },
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [updateTask, { isLoading: saving }] = useUpdateTaskMutation();
  const [deleteTask, { isLoading: deleting }] = useDeleteTaskMutation();
  const busy = saving || deleting;

  const centavos = parseMoney(form.value.trim());
  const assignees = form.assignedChildren.length;
  const payees = assignees > 0 ? assignees : activeChildren.length;
  const totalValue = (centavos ?? 0) * payees;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const input = {
      title: form.title,
      description: form.description,
      value: form.value,
      // A category the lists do not know (legacy data) is left as it is unless changed.
      ...(form.category !== task.category ? { category: form.category } : {}),
      dueDate: form.dueDate,
      timeLimit: form.timeLimit,
      requiresPhoto: form.requiresPhoto,
      requiresApproval: form.requiresApproval,
      assignedChildren: form.assignedChildren,
    };
    const parsed = UpdateTaskInputSchema.safeParse(input);
    if (!parsed.success) {
      showErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    clearErrors();
    const body: UpdateTaskBody = { ...parsed.data, value: form.value.trim() };
    const result = await updateTask({ id: task.id, body });
    if (result.error) {
      const failure = readApiError(result.error);
      if (failure.status === 404) {
        navigate('/tasks/manage', { replace: true });
        return;
      }
      if (failure.issues?.length) showErrors(fieldErrorsFrom(failure.issues));
      setServerError(failure.message ?? E.saveFailed);
      return;
    }
    toast.show({ message: E.saved, tone: 'success' });
    navigate('/tasks/manage');
  }

  async function onDelete() {
    setServerError(null);
    const result = await deleteTask(task.id);
    // Already gone (another device deleted it) counts as deleted.
    if (result.error && readApiError(result.error).status !== 404) {
      setServerError(readApiError(result.error).message ?? E.deleteFailed);
      return;
    }
    toast.show({ message: E.deleted, tone: 'success' });
    navigate('/tasks/manage');
  }

  function askDelete() {
    setConfirmingDelete(true);
    focus(ID.cancelDelete);
  }

  return (
    <form className="parent-form-page" noValidate onSubmit={onSubmit}>
      <div className="parent-row parent-row--between">
        {task.completed ? (
          <Badge tone="success">{C.completed}</Badge>
        ) : (
          <Badge tone="warning">{C.pending}</Badge>
        )}
        <IconButton
          label={E.delete}
          icon="🗑️"
          variant="ghost"
          disabled={busy}
          aria-expanded={confirmingDelete}
          onClick={askDelete}
        />
      </div>
      {confirmingDelete ? (
        <section className="parent-confirm" aria-label={E.deleteLabel}>
          <p className="parent-confirm__text">{MSG.task.deleteConfirm}</p>
          <div className="parent-actions">
            <Button
              id={ID.cancelDelete}
              variant="secondary"
              disabled={deleting}
              onClick={() => setConfirmingDelete(false)}
            >
              {C.cancel}
            </Button>
            <Button variant="danger" loading={deleting} loadingText={E.deleting} onClick={onDelete}>
              {E.confirmDelete}
            </Button>
          </div>
        </section>
      ) : null}
      {task.completed ? <Alert tone="warning">{E.completedWarning}</Alert> : null}
      <Card as="section" title="Sobre a tarefa">
        <div className="parent-form">
          <TextField
            id={ID.title}
            label={F.name}
            autoComplete="off"
            value={form.title}
            error={errors.title}
            disabled={busy}
            onChange={(event) => update('title', event.target.value)}
          />
          <TextAreaField
            id={ID.description}
            label={F.description}
            value={form.description}
            error={errors.description}
            disabled={busy}
            onChange={(event) => update('description', event.target.value)}
          />
          <InputField
            id={ID.value}
            type="number"
            inputMode="decimal"
            label={F.value}
            prefix="R$"
            step={centavosToDecimalString(TASK_VALUE_STEP)}
            min={centavosToDecimalString(TASK_VALUE_MIN)}
            max={TASK_VALUE_MAX / 100}
            placeholder="5.00"
            value={form.value}
            error={errors.value}
            disabled={busy}
            onChange={(event) => update('value', event.target.value)}
          />
          <Select
            id={ID.category}
            label={F.category}
            options={categoryOptions(MANAGE_TASK_CATEGORIES, task.category)}
            value={form.category}
            error={errors.category}
            disabled={busy}
            onChange={(event) => update('category', event.target.value)}
          />
          <InputField
            id={ID.dueDate}
            type="date"
            label={F.dueDateEdit}
            value={form.dueDate}
            error={errors.dueDate}
            disabled={busy}
            onChange={(event) => update('dueDate', event.target.value)}
          />
          <div className="parent-stack parent-stack--tight">
            <TextField
              id={ID.timeLimit}
              label={F.estimatedTime}
              autoComplete="off"
              value={form.timeLimit}
              error={errors.timeLimit}
              disabled={busy}
              onChange={(event) => update('timeLimit', event.target.value)}
            />
            <div className="parent-chips" role="group" aria-label={F.estimatedTimeSuggestions}>
              {C.estimatedTimes.map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  className="parent-chip"
                  aria-pressed={form.timeLimit === suggestion}
                  disabled={busy}
                  onClick={() => update('timeLimit', suggestion)}
                >
                  {suggestion}
                </button>
              ))}
            </div>
          </div>
        </div>
      </Card>
      <Card as="section" title="Regras">
        <div className="parent-form">
          <TaskRuleSwitches
            requiresPhoto={form.requiresPhoto}
            requiresApproval={form.requiresApproval}
            disabled={busy}
            onChange={update}
          />
        </div>
      </Card>
      <Card>
        <ChildrenPicker
          idPrefix={ID.children}
          legend={F.children}
          details
          activeChildren={activeChildren}
          selected={form.assignedChildren}
          error={errors.assignedChildren}
          disabled={busy}
          onChange={(selected) => update('assignedChildren', selected)}
        />
      </Card>
      <Card as="section" title={E.summary}>
        <dl className="parent-summary">
          <div>
            <dt>{E.totalValue}</dt>
            <dd>{formatMoney(totalValue)}</dd>
          </div>
          <div>
            <dt>{E.assignees}</dt>
            <dd>{assignees > 0 ? assignees : E.allActive(activeChildren.length)}</dd>
          </div>
        </dl>
        {assignees === 0 ? <p className="parent-muted">{MSG.task.noChildrenSelected}</p> : null}
      </Card>
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      <div className="parent-actions">
        <Link to="/tasks/manage" className="mesa-button mesa-button--secondary mesa-button--md">
          {C.cancel}
        </Link>
        <Button type="submit" loading={saving} loadingText={E.saving} disabled={deleting}>
          {E.save}
        </Button>
      </div>
    </form>
  );
}
