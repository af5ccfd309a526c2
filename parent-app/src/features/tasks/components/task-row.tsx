import type { Task, TaskCompletion } from '@portal/contracts/tasks';
import { isTaskOverdue, recurrenceRepeatLabel } from '@portal/domain';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  DateText,
  Money,
  VisuallyHidden,
} from '@portal/design-system';
import { useId } from 'react';
import { Link } from '@portal/router';
import { tasksCopy as C } from '../copy';
import { categoryLabel } from '../model/task-options';

const M = C.manage;

export interface TaskRowProps {
  task: Task;
  /** São Paulo today, `YYYY-MM-DD`: a due date before it is 'Atrasada'. */
  today: string;
  /** Names of the assigned children (unknown ids are left out). */
  assigneeNames: readonly string[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
  disabled?: boolean;
}

/**
 * One task of 'Gerenciar Tarefas': title, status, photo and '🔁 Repete toda semana' badges, description, value,
 * category, due date ('Atrasada' when before today), time limit, assignees or 'Disponível
 * para todas as crianças', and the row's actions (view and edit open the edit screen).
 */
export function TaskRow({
  task,
  today,
  assigneeNames,
  selected,
  onSelect,
  onDelete,
  disabled,
}: TaskRowProps) {
  const titleId = `task-${useId()}`;
  const editPath = `/tasks/${encodeURIComponent(task.id)}/edit`;
  const overdue = isTaskOverdue(task.dueDate, today);
  return (
    <Card as="article" aria-labelledby={titleId} className="parent-task">
      <div className="parent-task__head">
        <Checkbox
          className="parent-task__select"
          label={<VisuallyHidden>{M.select(task.title)}</VisuallyHidden>}
          checked={selected}
          disabled={disabled}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div className="parent-task__titles">
          <h3 id={titleId} className="parent-task__title">
            {task.title}
          </h3>
          <div className="parent-badges">
            {task.completed ? (
              <Badge tone="success">{C.completed}</Badge>
            ) : (
              <Badge tone="warning">{C.pending}</Badge>
            )}
            {task.requiresPhoto ? (
              <Badge tone="info">
                <span aria-hidden="true">📷</span> {M.photo}
              </Badge>
            ) : null}
            {task.recurring ? (
              // The words say how it repeats; the 🔁 only repeats them (issue 41).
              <Badge tone="info">
                <span aria-hidden="true">🔁</span> {recurrenceRepeatLabel(task.recurringType)}
              </Badge>
            ) : null}
            {overdue ? <Badge tone="danger">{M.overdue}</Badge> : null}
            {task.assignmentMode === 'first' ? <Badge tone="info">{M.firstToFinish}</Badge> : null}
          </div>
        </div>
        <Money centavos={task.value} className="parent-task__value" />
      </div>
      {task.description ? <p className="parent-task__description">{task.description}</p> : null}
      <ul className="parent-task__meta">
        <li>{categoryLabel(task.category)}</li>
        {task.dueDate ? (
          <li>
            {M.dueOn}: <DateText iso={task.dueDate} />
          </li>
        ) : null}
        {task.timeLimit ? (
          <li>
            {M.timeLimit}: {task.timeLimit}
          </li>
        ) : null}
        <li>
          {task.assignedChildren.length === 0
            ? M.forAll
            : `${M.assignedTo}: ${assigneeNames.join(', ')}`}
        </li>
        {task.completions.length > 0 ? (
          <li>
            {M.whoDid}: <WhoDid completions={task.completions} />
          </li>
        ) : null}
      </ul>
      <div className="parent-task__actions">
        <Link
          to={editPath}
          aria-label={`${M.view} ${task.title}`}
          className="mesa-button mesa-button--ghost mesa-button--sm"
        >
          {M.view}
        </Link>
        <Link
          to={editPath}
          aria-label={`${M.edit} ${task.title}`}
          className="mesa-button mesa-button--secondary mesa-button--sm"
        >
          {M.edit}
        </Link>
        <Button
          variant="danger"
          size="sm"
          aria-label={`${M.delete} ${task.title}`}
          disabled={disabled}
          onClick={onDelete}
        >
          {M.delete}
        </Button>
      </div>
    </Card>
  );
}

const STATUS_MARK: Record<TaskCompletion['status'], string> = {
  approved: '✓',
  pending: '⏳',
  rejected: '✗',
};

/**
 * Who did the task, each child's latest submission: 'Ana ✓ aprovada · Bruno ⏳ aguardando
 * aprovação'. The status is said in words; the mark only repeats it (ADR 024).
 */
function WhoDid({ completions }: { completions: readonly TaskCompletion[] }) {
  return completions.map((completion, index) => (
    <span key={completion.childId}>
      {index > 0 ? ' · ' : null}
      {completion.childName} <span aria-hidden="true">{STATUS_MARK[completion.status]}</span>{' '}
      {M.completionStatus[completion.status]}
    </span>
  ));
}
