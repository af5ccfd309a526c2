import { AGE_GROUP_LABELS, ageGroupFromAge } from '@portal/domain';
import { Badge, Button, Card, MoneyInput, PinInput, TextField } from '@portal/design-system';
import type { FieldErrors } from '../../../lib/form-errors';
import { setupCopy as C } from '../copy';
import { validAge, type SetupRow } from '../model/setup-rows';

/** Fields of a child card, in screen order (also the order errors are focused in). */
export const CHILD_FIELDS = ['name', 'username', 'age', 'email', 'weeklyLimit', 'pin'] as const;
export type ChildField = (typeof CHILD_FIELDS)[number];

/** The id of a card's field, so the page can focus it. */
export function childFieldId(row: SetupRow, field: ChildField): string {
  return `${row.key}-${field}`;
}

export interface ChildSetupCardProps {
  row: SetupRow;
  index: number;
  /** Errors of this card, keyed by field. */
  errors: FieldErrors;
  canRemove: boolean;
  disabled: boolean;
  onChange: (patch: Partial<SetupRow>) => void;
  onRemove: () => void;
}

/**
 * One child of 'Adicionar Filhos': name, username, age (with the age-group badge once the age
 * is valid), e-mail, weekly limit (prefilled with the suggestion) and PIN.
 */
export function ChildSetupCard({
  row,
  index,
  errors,
  canRemove,
  disabled,
  onChange,
  onRemove,
}: ChildSetupCardProps) {
  const age = validAge(row.age);
  const group = age === null ? null : ageGroupFromAge(age);
  const title = C.childTitle(index);
  return (
    <Card as="section" title={title} className="parent-child-card">
      {group ? (
        <p className="parent-child-card__badge">
          <Badge tone={group}>{AGE_GROUP_LABELS[group]}</Badge>
        </p>
      ) : null}
      <div className="parent-form">
        <TextField
          id={childFieldId(row, 'name')}
          label={C.name}
          autoComplete="off"
          value={row.name}
          error={errors.name}
          disabled={disabled}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <TextField
          id={childFieldId(row, 'username')}
          label={C.username}
          hint={C.usernameHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={row.username}
          error={errors.username}
          disabled={disabled}
          onChange={(event) => onChange({ username: event.target.value })}
        />
        <TextField
          id={childFieldId(row, 'age')}
          label={C.age}
          inputMode="numeric"
          autoComplete="off"
          value={row.age}
          error={errors.age}
          disabled={disabled}
          onChange={(event) => onChange({ age: event.target.value.replace(/\D/g, '').slice(0, 2) })}
        />
        <TextField
          id={childFieldId(row, 'email')}
          label={C.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={row.email}
          error={errors.email}
          disabled={disabled}
          onChange={(event) => onChange({ email: event.target.value })}
        />
        <MoneyInput
          id={childFieldId(row, 'weeklyLimit')}
          label={C.weeklyLimit}
          hint={C.weeklyLimitHint}
          value={row.weeklyLimit}
          error={errors.weeklyLimit}
          disabled={disabled}
          onChange={(text) => onChange({ weeklyLimit: text, weeklyLimitEdited: true })}
        />
        <PinInput
          id={childFieldId(row, 'pin')}
          label={C.pin}
          hint={C.pinHint}
          autoComplete="new-password"
          value={row.pin}
          error={errors.pin}
          disabled={disabled}
          onChange={(pin) => onChange({ pin })}
        />
        {canRemove ? (
          // The name says which card ('Remover Criança 2') and still starts with the visible text.
          <Button
            variant="ghost"
            aria-label={`${C.remove} ${title}`}
            onClick={onRemove}
            disabled={disabled}
          >
            {C.remove}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
