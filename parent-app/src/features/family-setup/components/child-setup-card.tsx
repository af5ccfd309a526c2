import { FormMoneyInput, FormPinInput, FormTextField, useWatch } from '@portal/app-kit/form';
import { PIN_LENGTH } from '@portal/contracts/fields';
import { AGE_GROUP_LABELS, ageGroupFromAge } from '@portal/domain';
import { Badge, Button, Card } from '@portal/design-system';
import { useUsernameSuggestion } from '../../../lib/use-username-suggestion';
import { setupCopy as C } from '../copy';
import { validAge } from '../model/setup-rows';

/** Fields of a child card, in screen order. */
export const CHILD_FIELDS = ['name', 'username', 'age', 'email', 'weeklyLimit', 'pin'] as const;
export type ChildField = (typeof CHILD_FIELDS)[number];

/** The id of a card's field (`rowKey`: the card's stable key), so the page can focus it. */
export function childFieldId(rowKey: string, field: ChildField): string {
  return `${rowKey}-${field}`;
}

export interface ChildSetupCardProps {
  /** The card's stable key (ids of its fields). */
  rowKey: string;
  /** Position in the form's `children` list. */
  index: number;
  canRemove: boolean;
  disabled: boolean;
  /** The age changed: the suggested weekly limits may change. */
  onAgeChange: () => void;
  /** The parent typed a weekly limit: suggestions no longer overwrite it. */
  onWeeklyLimitEdited: () => void;
  onRemove: () => void;
  /** Writes the card's username (the suggestion from the name, issue 41). */
  setUsername: (username: string) => void;
  /** Usernames the other cards hold (a suggestion skips them). */
  otherUsernames: () => ReadonlySet<string>;
  /** Name and username the card opened with (a restored draft). */
  initial: { name: string; username: string };
}

/**
 * One child of 'Adicionar Filhos', wired to the page's form (`children.<index>.*`): name,
 * username (suggested from the name until the parent types one, issue 41), age (with the
 * age-group badge once the age is valid), optional e-mail, weekly limit (prefilled with the
 * suggestion) and PIN.
 */
export function ChildSetupCard({
  rowKey,
  index,
  canRemove,
  disabled,
  onAgeChange,
  onWeeklyLimitEdited,
  onRemove,
  setUsername,
  otherUsernames,
  initial,
}: ChildSetupCardProps) {
  const suggestion = useUsernameSuggestion({
    setUsername,
    takenHere: otherUsernames,
    initial,
  });
  const name = (field: ChildField) => `children.${index}.${field}`;
  const age = validAge(useWatch({ name: name('age') }) as string);
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
        <FormTextField
          id={childFieldId(rowKey, 'name')}
          name={name('name')}
          label={C.name}
          autoComplete="off"
          disabled={disabled}
          onValueChange={suggestion.onNameChange}
        />
        <FormTextField
          id={childFieldId(rowKey, 'username')}
          name={name('username')}
          label={C.username}
          hint={suggestion.hint ?? C.usernameHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={disabled}
          onValueChange={suggestion.onUsernameChange}
        />
        <FormTextField
          id={childFieldId(rowKey, 'age')}
          name={name('age')}
          label={C.age}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          normalize={(text) => text.replace(/\D/g, '').slice(0, 2)}
          onValueChange={onAgeChange}
        />
        <FormTextField
          id={childFieldId(rowKey, 'email')}
          name={name('email')}
          label={C.email}
          hint={C.emailHint}
          type="email"
          inputMode="email"
          autoComplete="off"
          disabled={disabled}
        />
        <FormMoneyInput
          id={childFieldId(rowKey, 'weeklyLimit')}
          name={name('weeklyLimit')}
          label={C.weeklyLimit}
          hint={C.weeklyLimitHint}
          disabled={disabled}
          onValueChange={onWeeklyLimitEdited}
        />
        <FormPinInput
          id={childFieldId(rowKey, 'pin')}
          name={name('pin')}
          label={C.pin}
          hint={C.pinHint}
          length={PIN_LENGTH}
          autoComplete="new-password"
          disabled={disabled}
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
