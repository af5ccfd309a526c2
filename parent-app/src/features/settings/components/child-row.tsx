import {
  Form,
  FormField,
  FormMoneyInput,
  FormTextField,
  formError,
  useZodForm,
} from '@portal/app-kit/form';
import { MAX_CHILD_AGE, MIN_CHILD_AGE, type ChildPublic } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import { formatDateTime, formatMoney } from '@portal/domain';
import { Alert, Badge, Button, Dialog, Switch, useToast } from '@portal/design-system';
import { useState } from 'react';
import { readApiError } from '../../../lib/api-error';
import { ChildPayoutSlot } from '../../../lib/child-payout-slot';
import { AllowanceSection } from './allowance-section';
import { showChildFailure } from './child-failure';
import { PauseSection } from './pause-section';
import { PixKeySection } from './pix-key-section';
import { InputField } from '../../../lib/native-fields';
import { useFocusRequest } from '../../../lib/use-focus-request';
import {
  useDeleteChildMutation,
  useUnlockChildPinMutation,
  useUpdateChildMutation,
} from '../api/settings-api';
import { settingsCopy as C } from '../copy';
import {
  editChildSchema,
  editChildValues,
  pinDigits,
  updateChildBody,
  usernamesOf,
  type EditChildOutput,
} from '../model/child-form';

const K = C.children;
const D = C.child;
const FIELDS = new Set(['name', 'username', 'age', 'email', 'weeklyLimit', 'pin']);

function isLocked(child: ChildPublic, now: number): boolean {
  return child.pinLockedUntil !== null && Date.parse(child.pinLockedUntil) > now;
}

/** Ids of a row's controls (focus moves between view and edit mode). */
function rowIds(id: string) {
  return {
    edit: `settings-child-${id}-edit`,
    name: `settings-child-${id}-name`,
    pin: `settings-child-${id}-pin`,
    heading: `settings-child-${id}-heading`,
  };
}

/**
 * One child of the children tab, in view mode (name, username, age, weekly limit, active
 * switch saved at once, 'Editar', 'Redefinir PIN', 'Desbloquear PIN' while locked, 'Excluir')
 * or edit mode (spec 001 §5 "Edit child"), its 'Mesada automática' and 'Modo férias' (issue 38)
 * and its 'Chave Pix' (issue 40).
 */
export function ChildRow({
  child,
  family,
  editing,
  editLocked,
  activationBlocked,
  onEdit,
  onDone,
}: {
  child: ChildPublic;
  family: readonly ChildPublic[];
  editing: boolean;
  /** Another row is in edit mode: this one cannot enter it. */
  editLocked: boolean;
  /** The family has 5 active children: this inactive one cannot be switched on. */
  activationBlocked: boolean;
  onEdit: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const focus = useFocusRequest();
  const ids = rowIds(child.id);
  const [now] = useState(() => Date.now());
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [updateChild, toggle] = useUpdateChildMutation();
  const [unlockPin, unlock] = useUnlockChildPinMutation();
  const locked = isLocked(child, now);

  async function setActive(active: boolean) {
    setError(null);
    const result = await updateChild({ id: child.id, body: { active } });
    if (result.error) {
      setError(readApiError(result.error).message || MSG.settingsChild.updateFailed);
      return;
    }
    toast.show({ message: K.toggled(child.name, active), tone: 'success' });
  }

  async function unlockChild() {
    setError(null);
    const result = await unlockPin(child.id);
    if (result.error) {
      setError(readApiError(result.error).message || K.unlockFailed);
      return;
    }
    toast.show({ message: K.unlocked, tone: 'success' });
  }

  function startEdit(field: 'name' | 'pin') {
    setError(null);
    onEdit();
    focus(field === 'pin' ? ids.pin : ids.name);
  }

  function finishEdit() {
    onDone();
    focus(ids.edit);
  }

  return (
    <li className="settings__child" aria-labelledby={ids.heading}>
      <div className="settings__child-head">
        <div className="settings__child-titles">
          <h3 className="settings__child-name" id={ids.heading}>
            {child.name}
          </h3>
          <p className="parent-muted">
            @{child.username} · {K.age(child.age)} · {K.weekly(formatMoney(child.weeklyLimit))}
          </p>
          <div className="parent-badges">
            {child.active ? null : <Badge tone="neutral">{K.inactive}</Badge>}
            {locked ? <Badge tone="warning">{K.locked}</Badge> : null}
          </div>
        </div>
        <Switch
          label={K.activeToggle(child.name)}
          description={K.activeHint}
          checked={child.active}
          disabled={toggle.isLoading || editing || (activationBlocked && !child.active)}
          onChange={(active) => void setActive(active)}
        />
      </div>
      {locked && child.pinLockedUntil ? (
        <Alert
          tone="warning"
          action={
            <Button
              variant="secondary"
              size="sm"
              loading={unlock.isLoading}
              onClick={() => void unlockChild()}
            >
              {K.unlock}
            </Button>
          }
        >
          {K.lockedUntil(formatDateTime(child.pinLockedUntil))}
        </Alert>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {editing ? (
        <EditChildForm child={child} family={family} ids={ids} onDone={finishEdit} />
      ) : (
        <div className="settings__child-actions">
          <ChildPayoutSlot child={child} />
          <Button
            id={ids.edit}
            variant="secondary"
            size="sm"
            disabled={editLocked}
            aria-label={K.editLabel(child.name)}
            title={editLocked ? K.editingOther : undefined}
            onClick={() => startEdit('name')}
          >
            {K.edit}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={editLocked}
            aria-label={K.resetPinLabel(child.name)}
            onClick={() => startEdit('pin')}
          >
            {K.resetPin}
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={editLocked}
            aria-label={K.deleteLabel(child.name)}
            onClick={() => setDeleting(true)}
          >
            {K.delete}
          </Button>
        </div>
      )}
      <AllowanceSection child={child} />
      <PauseSection owner={{ kind: 'child', childId: child.id }} name={child.name} />
      <PixKeySection child={child} />
      {deleting ? <DeleteChildDialog child={child} onClose={() => setDeleting(false)} /> : null}
    </li>
  );
}

function EditChildForm({
  child,
  family,
  ids,
  onDone,
}: {
  child: ChildPublic;
  family: readonly ChildPublic[];
  ids: ReturnType<typeof rowIds>;
  onDone: () => void;
}) {
  const toast = useToast();
  const [schema] = useState(() => editChildSchema(usernamesOf(family, child.id)));
  const form = useZodForm(schema, { defaultValues: editChildValues(child) });
  const [updateChild, { isLoading }] = useUpdateChildMutation();
  const serverError = formError(form);

  async function submit(output: EditChildOutput) {
    const result = await updateChild({ id: child.id, body: updateChildBody(output) });
    if (result.error) {
      showChildFailure(form, readApiError(result.error), FIELDS, MSG.settingsChild.updateFailed);
      return;
    }
    toast.show({ message: K.saved, tone: 'success' });
    onDone();
  }

  return (
    <Form form={form} onSubmit={submit} className="settings__child-form">
      <div className="settings__child-fields">
        <FormTextField id={ids.name} name="name" label={D.nameEdit} maxLength={80} />
        <FormTextField
          name="username"
          label={D.username}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
        />
        <FormField
          name="age"
          render={({ field, error }) => (
            <InputField
              name={field.name}
              type="number"
              inputMode="numeric"
              min={MIN_CHILD_AGE}
              max={MAX_CHILD_AGE}
              step={1}
              label={D.age}
              error={error}
              value={(field.value as string | undefined) ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormTextField
          name="email"
          type="email"
          label={D.emailEdit}
          hint={D.emailHint}
          maxLength={254}
        />
        <FormMoneyInput name="weeklyLimit" label={D.weeklyLimit} hint={D.weeklyLimitHint} />
        <FormTextField
          id={ids.pin}
          name="pin"
          type="password"
          label={D.pinEdit}
          hint={D.pinEditHint}
          inputMode="numeric"
          autoComplete="new-password"
          normalize={pinDigits}
          showPasswordLabel="Mostrar PIN"
          hidePasswordLabel="Ocultar PIN"
        />
      </div>
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      <div className="parent-actions">
        <Button variant="secondary" disabled={isLoading} onClick={onDone}>
          {C.cancel}
        </Button>
        <Button type="submit" loading={isLoading} loadingText={K.saving}>
          {K.save}
        </Button>
      </div>
    </Form>
  );
}

/** The confirmation of a deletion, saying what is erased (`DELETE /api/children/{id}`). */
function DeleteChildDialog({ child, onClose }: { child: ChildPublic; onClose: () => void }) {
  const toast = useToast();
  const [deleteChild, { isLoading }] = useDeleteChildMutation();
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    const result = await deleteChild(child.id);
    // Already gone (another device) counts as deleted.
    if (result.error && readApiError(result.error).status !== 404) {
      setError(readApiError(result.error).message || K.deleteFailed);
      return;
    }
    toast.show({ message: K.deleted(child.name), tone: 'success' });
    onClose();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={K.deleteTitle(child.name)}
      description={K.deleteBody}
      footer={
        <div className="parent-actions">
          <Button variant="secondary" disabled={isLoading} onClick={onClose}>
            {C.cancel}
          </Button>
          <Button
            variant="danger"
            loading={isLoading}
            loadingText={K.deleting}
            onClick={() => void confirm()}
          >
            {K.deleteConfirm}
          </Button>
        </div>
      }
    >
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </Dialog>
  );
}
