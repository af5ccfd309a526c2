import { CREATE_TASK_CATEGORIES, CreateTaskInputSchema } from '@portal/contracts/tasks';
import type { RecurrenceTypeValue, TaskPriority } from '@portal/contracts/tasks';
import { MSG } from '@portal/contracts/messages';
import {
  Alert,
  Button,
  Card,
  MoneyInput,
  PageLayout,
  Select,
  Skeleton,
  Switch,
  TextField,
  useToast,
} from '@portal/design-system';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ParentNav } from '../../../lib/parent-nav';
import { readApiError } from '../../../lib/api-error';
import { fieldErrorsFrom } from '../../../lib/form-errors';
import { InputField, TextAreaField } from '../../../lib/native-fields';
import { useGetChildrenQuery } from '../../../lib/session-api';
import { useCreateTaskMutation, type CreateTaskBody } from '../api/tasks-api';
import { tasksCopy as C } from '../copy';
import {
  PRIORITY_OPTIONS,
  RECURRENCE_OPTIONS,
  categoryOptions,
  originFrom,
} from '../model/task-options';
import { useTaskForm } from '../hooks/use-task-form';
import { ChildrenPicker } from './children-picker';
import { TaskRuleSwitches } from './task-rule-switches';

const T = MSG.task;
const F = C.fields;

interface CreateForm {
  title: string;
  description: string;
  /** As typed, in reais ('5,00'); sent as text. */
  value: string;
  category: string;
  assignedChildren: string[];
  requiresPhoto: boolean;
  requiresApproval: boolean;
  dueDate: string;
  recurring: boolean;
  recurringType: RecurrenceTypeValue;
  timeLimit: string;
  priority: TaskPriority;
}

const EMPTY: CreateForm = {
  title: '',
  description: '',
  value: '',
  category: '',
  assignedChildren: [],
  requiresPhoto: false,
  requiresApproval: true,
  dueDate: '',
  recurring: false,
  recurringType: 'weekly',
  timeLimit: '',
  priority: 'medium',
};

const ID = {
  title: 'create-task-title',
  description: 'create-task-description',
  value: 'create-task-value',
  category: 'create-task-category',
  children: 'create-task-child',
  dueDate: 'create-task-due-date',
  timeLimit: 'create-task-time-limit',
} as const;

/** Fields in screen order: the first one with an error gets the focus. */
const ORDER = [
  'title',
  'description',
  'value',
  'category',
  'assignedChildren',
  'dueDate',
  'timeLimit',
] as const;

/**
 * `/tasks/create` ('Criar Nova Tarefa', spec 001 §2, §5 "Create task"): validated with the
 * contract's `CreateTaskInputSchema` (the spec's messages under each field), sent with the
 * value as typed; the BFF validates again. Cancel (and the back button) return to the screen
 * that opened it (`state.from`), else back in history, else `/tasks/manage`.
 */
export function CreateTaskPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const children = useGetChildrenQuery(undefined);
  const [createTask, { isLoading: saving }] = useCreateTaskMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const activeChildren = (children.data?.children ?? []).filter((child) => child.active);
  const { form, errors, update, showErrors, clearErrors } = useTaskForm(() => EMPTY, {
    order: ORDER,
    ids: ID,
    activeChildren,
  });

  function leave() {
    const origin = originFrom(location.state);
    if (origin) navigate(origin);
    // 'default' is the first entry of this router's history: there is nothing to go back to.
    else if (location.key !== 'default') navigate(-1);
    else navigate('/tasks/manage');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const parsed = CreateTaskInputSchema.safeParse(form);
    if (!parsed.success) {
      showErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    clearErrors();
    // The value goes as the text the parent typed; the BFF reads it with the same schema.
    const body: CreateTaskBody = { ...parsed.data, value: form.value.trim() };
    const result = await createTask(body);
    if (result.error) {
      const failure = readApiError(result.error);
      if (failure.issues?.length) showErrors(fieldErrorsFrom(failure.issues));
      setServerError(failure.message ?? T.createFailed);
      return;
    }
    toast.show({ message: C.create.created, tone: 'success' });
    navigate('/tasks/manage');
  }

  return (
    <PageLayout
      title={C.create.title}
      nav={<ParentNav active="tasks" />}
      back={
        <Button variant="ghost" size="sm" onClick={leave}>
          <span aria-hidden="true">←</span> {C.back}
        </Button>
      }
    >
      <form className="parent-form-page" noValidate onSubmit={onSubmit}>
        <Card as="section" title="Sobre a tarefa">
          <div className="parent-form">
            <TextField
              id={ID.title}
              label={F.title}
              placeholder={F.titlePlaceholder}
              autoComplete="off"
              value={form.title}
              error={errors.title}
              disabled={saving}
              onChange={(event) => update('title', event.target.value)}
            />
            <TextAreaField
              id={ID.description}
              label={F.description}
              placeholder={F.descriptionPlaceholder}
              value={form.description}
              error={errors.description}
              disabled={saving}
              onChange={(event) => update('description', event.target.value)}
            />
            <MoneyInput
              id={ID.value}
              label={F.value}
              value={form.value}
              error={errors.value}
              disabled={saving}
              onChange={(text) => update('value', text)}
            />
            <Select
              id={ID.category}
              label={F.category}
              placeholder={F.categoryPlaceholder}
              options={categoryOptions(CREATE_TASK_CATEGORIES)}
              value={form.category}
              error={errors.category}
              disabled={saving}
              onChange={(event) => update('category', event.target.value)}
            />
          </div>
        </Card>
        <Card>
          {children.isLoading ? <Skeleton lines={2} height="2rem" /> : null}
          {children.isError ? (
            <Alert
              tone="danger"
              action={
                <Button variant="secondary" size="sm" onClick={() => void children.refetch()}>
                  {C.retry}
                </Button>
              }
            >
              {C.loadChildrenFailed}
            </Alert>
          ) : null}
          {children.data ? (
            <ChildrenPicker
              idPrefix={ID.children}
              legend={F.children}
              hint={F.childrenHint}
              activeChildren={activeChildren}
              selected={form.assignedChildren}
              error={errors.assignedChildren}
              disabled={saving}
              onChange={(selected) => update('assignedChildren', selected)}
            />
          ) : null}
        </Card>
        <Card as="section" title="Regras">
          <div className="parent-form">
            <TaskRuleSwitches
              requiresPhoto={form.requiresPhoto}
              requiresApproval={form.requiresApproval}
              disabled={saving}
              onChange={update}
            />
            <InputField
              id={ID.dueDate}
              type="date"
              label={F.dueDate}
              value={form.dueDate}
              error={errors.dueDate}
              disabled={saving}
              onChange={(event) => update('dueDate', event.target.value)}
            />
            <Switch
              label={F.recurring}
              description={F.recurringHint}
              checked={form.recurring}
              disabled={saving}
              onChange={(checked) => update('recurring', checked)}
            />
            {form.recurring ? (
              <Select
                label={F.recurringType}
                options={RECURRENCE_OPTIONS}
                value={form.recurringType}
                disabled={saving}
                onChange={(event) =>
                  update('recurringType', event.target.value as RecurrenceTypeValue)
                }
              />
            ) : null}
            <TextField
              id={ID.timeLimit}
              label={F.timeLimit}
              hint={F.timeLimitHint}
              autoComplete="off"
              value={form.timeLimit}
              error={errors.timeLimit}
              disabled={saving}
              onChange={(event) => update('timeLimit', event.target.value)}
            />
            <Select
              label={F.priority}
              options={PRIORITY_OPTIONS}
              value={form.priority}
              disabled={saving}
              onChange={(event) => update('priority', event.target.value as TaskPriority)}
            />
          </div>
        </Card>
        {serverError ? (
          <Alert tone="danger" title={T.createFailedTitle}>
            {serverError}
          </Alert>
        ) : null}
        <div className="parent-actions">
          <Button variant="secondary" onClick={leave} disabled={saving}>
            {C.cancel}
          </Button>
          <Button type="submit" loading={saving} loadingText={C.create.submitting}>
            {C.create.submit}
          </Button>
        </div>
      </form>
    </PageLayout>
  );
}
