import type { ChildPublic } from '@portal/contracts/children';
import { formatMoney } from '@portal/domain';
import { Checkbox } from '@portal/design-system';
import { tasksCopy as C } from '../copy';

export interface ChildrenPickerProps {
  /** The family's ACTIVE children: only they can be assigned. */
  activeChildren: readonly ChildPublic[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Id prefix; each checkbox is `${idPrefix}-<childId>` (an error focuses the first one). */
  idPrefix: string;
  legend: string;
  hint?: string;
  error?: string;
  /** Show age, balance and level under each name (the edit screen). */
  details?: boolean;
  disabled?: boolean;
}

/** The id of a child's checkbox. */
function childCheckboxId(idPrefix: string, childId: string): string {
  return `${idPrefix}-${childId}`;
}

/** Checkboxes of the children a task is assigned to, in a labelled group with its error. */
export function ChildrenPicker({
  activeChildren,
  selected,
  onChange,
  idPrefix,
  legend,
  hint,
  error,
  details = false,
  disabled,
}: ChildrenPickerProps) {
  const errorId = `${idPrefix}-error`;
  const hintId = `${idPrefix}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  function toggle(id: string, checked: boolean) {
    const next = checked ? [...selected, id] : selected.filter((value) => value !== id);
    // Keep the family's order, whatever order the boxes were ticked in.
    onChange(activeChildren.map((child) => child.id).filter((value) => next.includes(value)));
  }
  return (
    <fieldset
      className="parent-fieldset"
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      {/* Styled as the card title: the group is the card's only content. */}
      <legend className="mesa-card__title parent-legend">{legend}</legend>
      {hint ? (
        <p className="mesa-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {activeChildren.length === 0 ? <p className="parent-muted">{C.noActiveChildren}</p> : null}
      <div className="parent-check-list">
        {activeChildren.map((child) => (
          <Checkbox
            key={child.id}
            id={childCheckboxId(idPrefix, child.id)}
            label={child.name}
            description={
              details
                ? C.childDetails(child.age, formatMoney(child.balance), child.level)
                : undefined
            }
            checked={selected.includes(child.id)}
            disabled={disabled}
            onChange={(event) => toggle(child.id, event.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <p className="mesa-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
