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
import { Alert, Button, Checkbox, Dialog, useToast } from '@portal/design-system';
import { useState } from 'react';
import { readApiError } from '../../../lib/api-error';
import { ConsentLabel, NewTabNotice } from '../../../lib/consent-label';
import { useUsernameSuggestion } from '../../../lib/use-username-suggestion';
import { showChildFailure } from './child-failure';
import { InputField } from '../../../lib/native-fields';
import { useCreateChildMutation } from '../api/settings-api';
import { settingsCopy as C } from '../copy';
import {
  createChildBody,
  EMPTY_NEW_CHILD,
  newChildSchema,
  pinDigits,
  usernamesOf,
  type NewChildOutput,
} from '../model/child-form';

const D = C.child;
const FORM_ID = 'settings-new-child';
const CONSENT_ID = 'settings-new-child-consent';
const CONSENT_LINK_NOTICE_ID = 'settings-new-child-consent-link-notice';
const FIELDS = new Set(['name', 'username', 'age', 'email', 'weeklyLimit', 'pin', 'parentConsent']);

/**
 * 'Adicionar filho' (spec 001 §5 "New child dialog"): a modal with the dialog's rules and
 * texts, the parent's consent (LGPD art. 14) and the BFF's refusals (a field's message under
 * it, else 'Não foi possível criar a conta da criança.').
 */
export function AddChildDialog({
  family,
  onClose,
}: {
  family: readonly ChildPublic[];
  onClose: () => void;
}) {
  const toast = useToast();
  const [taken] = useState(() => usernamesOf(family));
  const [schema] = useState(() => newChildSchema(taken));
  const form = useZodForm(schema, { defaultValues: EMPTY_NEW_CHILD });
  const suggestion = useUsernameSuggestion({
    setUsername: (username) =>
      form.setValue('username', username, { shouldValidate: form.formState.isSubmitted }),
    takenHere: () => taken,
  });
  const [createChild, { isLoading }] = useCreateChildMutation();
  const serverError = formError(form);

  async function submit(output: NewChildOutput) {
    const result = await createChild(createChildBody(output));
    if (result.error) {
      showChildFailure(form, readApiError(result.error), FIELDS, MSG.settingsChild.createFailed);
      return;
    }
    toast.show({ message: D.created(result.data.name), tone: 'success' });
    onClose();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={D.dialogTitle}
      description={D.dialogDescription}
      footer={
        <div className="parent-actions">
          <Button variant="secondary" disabled={isLoading} onClick={onClose}>
            {C.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={isLoading} loadingText={D.creating}>
            {D.create}
          </Button>
        </div>
      }
    >
      <Form form={form} onSubmit={submit} id={FORM_ID} className="parent-stack">
        <FormTextField
          name="name"
          label={D.name}
          placeholder={D.namePlaceholder}
          autoComplete="off"
          maxLength={80}
          onValueChange={suggestion.onNameChange}
        />
        <FormTextField
          name="username"
          label={D.username}
          hint={suggestion.hint ?? C.child.usernameHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          onValueChange={suggestion.onUsernameChange}
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
              hint={D.ageHint}
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
          label={D.email}
          hint={D.emailHint}
          autoComplete="off"
          maxLength={254}
        />
        <FormMoneyInput name="weeklyLimit" label={D.weeklyLimit} hint={D.weeklyLimitHint} />
        <FormTextField
          name="pin"
          type="password"
          label={D.pin}
          hint={D.pinHint}
          inputMode="numeric"
          autoComplete="new-password"
          normalize={pinDigits}
          showPasswordLabel="Mostrar PIN"
          hidePasswordLabel="Ocultar PIN"
        />
        <FormField
          name="parentConsent"
          render={({ field, error }) => (
            <fieldset className="parent-fieldset">
              <legend className="parent-legend">{D.consent}</legend>
              <Checkbox
                id={CONSENT_ID}
                label={<ConsentLabel noticeId={CONSENT_LINK_NOTICE_ID} />}
                checked={Boolean(field.value)}
                onCheckedChange={(checked) => field.onChange(checked)}
                error={error}
              />
              <NewTabNotice id={CONSENT_LINK_NOTICE_ID} />
            </fieldset>
          )}
        />
        {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      </Form>
    </Dialog>
  );
}
