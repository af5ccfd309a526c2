import {
  FormField,
  FormMoneyInput,
  FormSelect,
  FormSwitch,
  FormTextField,
  useFormField,
  useWatch,
} from '@portal/app-kit/form';
import type { ChildPublic } from '@portal/contracts/children';
import { Card, Switch } from '@portal/design-system';
import type { ReactNode } from 'react';

import { InputField, TextAreaField } from '../../../lib/native-fields';
import { tasksCopy as C } from '../copy';
import {
  PRIORITY_OPTIONS,
  RECURRENCE_OPTIONS,
  TASK_FORM_VARIANTS,
  categoryOptions,
  isForSeveralChildren,
  type TaskFormVariant,
} from '../model/task-options';
import { ChildrenPicker } from './children-picker';
import { TaskRuleSwitches } from './task-rule-switches';

const F = C.fields;

/** Props of {@link TaskFields}. */
export interface TaskFieldsProps {
  variant: TaskFormVariant;
  /** The family's active children, or null while they load (then `childrenStatus` shows). */
  activeChildren: readonly ChildPublic[] | null;
  /** What the children card shows instead of the picker (loading, failure with a retry). */
  childrenStatus?: ReactNode;
  /** The saved task's category: kept in the list even when the list does not hold it. */
  currentCategory?: string;
  disabled: boolean;
}

/**
 * The one field set of a task, drawn by 'Criar Nova Tarefa' and 'Editar Tarefa' inside their
 * `Form` (values: `TaskFormValues`): about the task (title, description, value, category),
 * the children it is for, and its rules (photo, approval, due date, recurrence, time, priority).
 * What the spec makes different between the two screens comes from `TASK_FORM_VARIANTS`.
 */
export function TaskFields({
  variant,
  activeChildren,
  childrenStatus,
  currentCategory,
  disabled,
}: TaskFieldsProps) {
  const V = TASK_FORM_VARIANTS[variant];
  const id = (field: string) => `${V.idPrefix}-${field}`;
  return (
    <>
      <Card as="section" title={C.sections.about}>
        <div className="parent-form">
          <FormTextField
            id={id('title')}
            name="title"
            label={V.titleLabel}
            placeholder={V.titlePlaceholder}
            autoComplete="off"
            disabled={disabled}
          />
          <FormField
            name="description"
            render={({ field, error }) => (
              <TextAreaField
                {...field}
                id={id('description')}
                label={F.description}
                placeholder={V.descriptionPlaceholder}
                error={error}
                disabled={disabled}
              />
            )}
          />
          <FormMoneyInput id={id('value')} name="value" label={F.value} disabled={disabled} />
          <FormSelect
            id={id('category')}
            name="category"
            label={F.category}
            placeholder={V.categoryPlaceholder}
            options={categoryOptions(V.categories, currentCategory)}
            disabled={disabled}
          />
        </div>
      </Card>
      <Card>
        {childrenStatus}
        {activeChildren ? (
          <FormField
            name="assignedChildren"
            render={({ field, error }) => (
              <ChildrenPicker
                idPrefix={id('child')}
                legend={F.children}
                hint={V.childrenHint}
                details={V.childDetails}
                activeChildren={activeChildren}
                selected={field.value as string[]}
                error={error}
                disabled={disabled}
                onChange={field.onChange}
              />
            )}
          />
        ) : null}
        {activeChildren ? (
          <AssignmentModeSwitch activeCount={activeChildren.length} disabled={disabled} />
        ) : null}
      </Card>
      <Card as="section" title={C.sections.rules}>
        <div className="parent-form">
          <TaskRuleSwitches disabled={disabled} />
          <FormField
            name="dueDate"
            render={({ field, error }) => (
              <InputField
                {...field}
                id={id('due-date')}
                type="date"
                label={V.dueDateLabel}
                error={error}
                disabled={disabled}
              />
            )}
          />
          {V.recurrenceAndPriority ? <Recurrence disabled={disabled} /> : null}
          <div className="parent-stack parent-stack--tight">
            <FormTextField
              id={id('time-limit')}
              name="timeLimit"
              label={V.timeLabel}
              hint={V.timeHint}
              autoComplete="off"
              disabled={disabled}
            />
            {V.timeSuggestions ? <TimeSuggestions disabled={disabled} /> : null}
          </div>
          {V.recurrenceAndPriority ? (
            <FormSelect
              name="priority"
              label={F.priority}
              options={PRIORITY_OPTIONS}
              disabled={disabled}
            />
          ) : null}
        </div>
      </Card>
    </>
  );
}

/**
 * 'Para quem fizer primeiro' (ADR 024): on, the first child to complete the task takes it and
 * is the only one paid; off (the default), each child it is for does and is paid for its own.
 * Shown only when the task is for more than one child.
 */
function AssignmentModeSwitch({
  activeCount,
  disabled,
}: {
  activeCount: number;
  disabled: boolean;
}) {
  const assigned = useWatch({ name: 'assignedChildren' }) as string[];
  const { field } = useFormField('assignmentMode');
  if (!isForSeveralChildren(assigned, activeCount)) return null;
  return (
    <Switch
      label={F.firstToFinish}
      description={F.firstToFinishHint}
      checked={field.value === 'first'}
      disabled={disabled}
      onChange={(checked) => field.onChange(checked ? 'first' : 'each')}
    />
  );
}

/** The recurring switch and, for a recurring task, how often (weekly by default). */
function Recurrence({ disabled }: { disabled: boolean }) {
  const recurring = useWatch({ name: 'recurring' }) as boolean;
  return (
    <>
      <FormSwitch
        name="recurring"
        label={F.recurring}
        description={F.recurringHint}
        disabled={disabled}
      />
      {recurring ? (
        <FormSelect
          name="recurringType"
          label={F.recurringType}
          options={RECURRENCE_OPTIONS}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}

/** Estimated-time suggestions (spec): a tap fills the time field. */
function TimeSuggestions({ disabled }: { disabled: boolean }) {
  const { field } = useFormField('timeLimit');
  return (
    <div className="parent-chips" role="group" aria-label={F.estimatedTimeSuggestions}>
      {C.estimatedTimes.map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          className="parent-chip"
          aria-pressed={field.value === suggestion}
          disabled={disabled}
          onClick={() => field.onChange(suggestion)}
        >
          {suggestion}
        </button>
      ))}
    </div>
  );
}
