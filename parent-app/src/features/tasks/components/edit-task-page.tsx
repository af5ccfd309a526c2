import {
  Form,
  formError,
  showFormError,
  showServerIssues,
  useZodForm,
  useWatch,
} from '@portal/app-kit/form';
import type { ChildPublic } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import { UpdateTaskInputSchema, type Task, type UpdateTaskInput } from '@portal/contracts/tasks';
import { formatMoney, parseMoney } from '@portal/domain';
import {
  Alert,
  Badge,
  Button,
  IconButton,
  Card,
  PageLayout,
  Skeleton,
  Spinner,
  useToast,
} from '@portal/design-system';
import { useState } from 'react';

import { Link, Navigate, useNavigate, useParams } from '@portal/router';
import { z } from 'zod';
import { BackLink } from '../../../lib/back-link';
import { ParentNav } from '../../../lib/parent-nav';
import { readApiError } from '../../../lib/api-error';
import { useGetChildrenQuery } from '../../../lib/session-api';
import { useFocusRequest } from '../../../lib/use-focus-request';
import {
  useDeleteTaskMutation,
  useGetTaskQuery,
  useUpdateTaskMutation,
  type UpdateTaskBody,
} from '../api/tasks-api';
import { tasksCopy as C } from '../copy';
import { taskFormValues, type TaskFormValues } from '../model/task-options';
import { TaskFields } from './task-fields';

const E = C.edit;

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

const CANCEL_DELETE_ID = 'edit-task-cancel-delete';

/**
 * What 'Editar Tarefa' sends, validated with the contract's `UpdateTaskInputSchema`: the
 * fields the screen shows. A category the lists do not know (legacy data) is left as it is
 * unless changed.
 */
function editSchema(task: Task) {
  return z.preprocess((value) => {
    const form = value as TaskFormValues;
    return {
      title: form.title,
      description: form.description,
      value: form.value,
      ...(form.category !== task.category ? { category: form.category } : {}),
      dueDate: form.dueDate,
      timeLimit: form.timeLimit,
      requiresPhoto: form.requiresPhoto,
      requiresApproval: form.requiresApproval,
      assignedChildren: form.assignedChildren,
      assignmentMode: form.assignmentMode,
    };
  }, UpdateTaskInputSchema);
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
  const focus = useFocusRequest();
  const [schema] = useState(() => editSchema(task));
  const form = useZodForm(schema, {
    defaultValues: taskFormValues(task, new Set(activeChildren.map((child) => child.id))),
  });
  const serverError = formError(form);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [updateTask, { isLoading: saving }] = useUpdateTaskMutation();
  const [deleteTask, { isLoading: deleting }] = useDeleteTaskMutation();
  const busy = saving || deleting;

  const value = useWatch({ control: form.control, name: 'value' });
  const assignedChildren = useWatch({ control: form.control, name: 'assignedChildren' });
  const centavos = parseMoney(value.trim());
  const assignees = assignedChildren.length;
  const payees = assignees > 0 ? assignees : activeChildren.length;
  const totalValue = (centavos ?? 0) * payees;

  async function onSubmit(input: UpdateTaskInput) {
    const body: UpdateTaskBody = { ...input, value: form.getValues('value').trim() };
    const result = await updateTask({ id: task.id, body });
    if (result.error) {
      const failure = readApiError(result.error);
      if (failure.status === 404) {
        navigate('/tasks/manage', { replace: true });
        return;
      }
      showServerIssues(form, failure.issues);
      showFormError(form, failure.message ?? E.saveFailed);
      return;
    }
    toast.show({ message: E.saved, tone: 'success' });
    navigate('/tasks/manage');
  }

  async function onDelete() {
    form.clearErrors('root.server');
    const result = await deleteTask(task.id);
    // Already gone (another device deleted it) counts as deleted.
    if (result.error && readApiError(result.error).status !== 404) {
      showFormError(form, readApiError(result.error).message ?? E.deleteFailed);
      return;
    }
    toast.show({ message: E.deleted, tone: 'success' });
    navigate('/tasks/manage');
  }

  function askDelete() {
    setConfirmingDelete(true);
    focus(CANCEL_DELETE_ID);
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="parent-form-page">
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
              id={CANCEL_DELETE_ID}
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
      <TaskFields
        variant="edit"
        activeChildren={activeChildren}
        currentCategory={task.category}
        disabled={busy}
      />
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
    </Form>
  );
}
