import { FormSelect, FormTextField, useWatch, type ZodForm } from '@portal/app-kit/form';
import { ChangePasswordInputSchema } from '@portal/contracts/auth';
import { MSG } from '@portal/contracts/messages';
import { Alert, Button, Card, useToast } from '@portal/design-system';
import { useState } from 'react';
import { readApiError } from '../../../lib/api-error';
import { useChangePasswordMutation } from '../api/settings-api';
import { settingsCopy as C } from '../copy';
import {
  emailChanged,
  type SettingsFormOutput,
  type SettingsFormValues,
} from '../model/settings-form';

const F = C.family;

const THEME_OPTIONS = Object.entries(C.themes).map(([value, label]) => ({ value, label }));
const LANGUAGE_OPTIONS = Object.entries(C.languages).map(([value, label]) => ({ value, label }));
const CURRENCY_OPTIONS = Object.entries(C.currencies).map(([value, label]) => ({ value, label }));

type PasswordField = keyof SettingsFormValues['password'];

/**
 * The family tab (spec 001 §2): family info, account security (the password changed at once
 * with 'Atualizar senha', or with the footer when all three fields are filled) and appearance.
 */
export function FamilyTab({
  form,
  disabled,
  emailNotice,
}: {
  form: ZodForm<SettingsFormValues, SettingsFormOutput>;
  disabled: boolean;
  emailNotice: string | null;
}) {
  const toast = useToast();
  const [changePassword, { isLoading: changing }] = useChangePasswordMutation();
  const [passwordMessage, setPasswordMessage] = useState<{
    tone: 'success' | 'danger';
    text: string;
  } | null>(null);

  /** Spec 001 §5 "Password change"; the BFF also checks the current password. */
  async function updatePassword() {
    setPasswordMessage(null);
    form.clearErrors('password');
    const parsed = ChangePasswordInputSchema.safeParse(form.getValues('password'));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as PasswordField;
        if (!form.getFieldState(`password.${field}`).error) {
          form.setError(`password.${field}`, { type: 'manual', message: issue.message });
        }
      }
      form.focusFirstError();
      return;
    }
    const result = await changePassword(parsed.data);
    if (result.error) {
      const failure = readApiError(result.error);
      const fieldIssue = failure.issues?.find((issue) => issue.path.length > 0);
      if (fieldIssue) {
        form.setError(`password.${String(fieldIssue.path[0]) as PasswordField}`, {
          type: 'server',
          message: fieldIssue.message,
        });
        form.focusFirstError();
      }
      setPasswordMessage({ tone: 'danger', text: failure.message || F.passwordFailed });
      return;
    }
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
      form.resetField(`password.${field}`);
    }
    setPasswordMessage({ tone: 'success', text: MSG.settings.passwordUpdated });
    toast.show({ message: MSG.settings.passwordUpdated, tone: 'success' });
  }

  const busy = disabled || changing;
  // A new e-mail needs the current password (ADR 028, review fix).
  const askPassword = emailChanged(
    useWatch({ control: form.control, name: 'family.parentEmail' }),
    form.formState.defaultValues?.family?.parentEmail ?? '',
  );
  return (
    <div className="settings__grid">
      <Card as="section" title={F.info}>
        <div className="parent-stack">
          <FormTextField
            name="family.name"
            label={F.name}
            autoComplete="organization"
            maxLength={80}
            disabled={busy}
          />
          <FormTextField
            name="family.parentName"
            label={F.parentName}
            autoComplete="name"
            maxLength={80}
            disabled={busy}
          />
          <FormTextField
            name="family.parentEmail"
            type="email"
            label={F.parentEmail}
            hint={F.parentEmailHint}
            autoComplete="email"
            maxLength={254}
            disabled={busy}
          />
          {askPassword ? (
            <FormTextField
              name="family.currentPassword"
              type="password"
              label={F.emailPassword}
              autoComplete="current-password"
              maxLength={128}
              disabled={busy}
            />
          ) : null}
          {emailNotice ? <Alert tone="info">{emailNotice}</Alert> : null}
          <FormTextField
            name="family.phone"
            type="tel"
            label={F.phone}
            autoComplete="tel"
            maxLength={30}
            disabled={busy}
          />
        </div>
      </Card>
      <div className="parent-stack">
        <Card as="section" title={F.security}>
          <div className="parent-stack">
            <FormTextField
              name="password.currentPassword"
              type="password"
              label={F.currentPassword}
              autoComplete="current-password"
              maxLength={128}
              disabled={busy}
            />
            <FormTextField
              name="password.newPassword"
              type="password"
              label={F.newPassword}
              hint={F.passwordHint}
              autoComplete="new-password"
              maxLength={128}
              disabled={busy}
            />
            <FormTextField
              name="password.confirmPassword"
              type="password"
              label={F.confirmPassword}
              autoComplete="new-password"
              maxLength={128}
              disabled={busy}
            />
            {passwordMessage ? (
              <Alert tone={passwordMessage.tone}>{passwordMessage.text}</Alert>
            ) : null}
            <Button
              variant="secondary"
              loading={changing}
              loadingText={F.updatingPassword}
              disabled={disabled}
              onClick={() => void updatePassword()}
            >
              {F.updatePassword}
            </Button>
          </div>
        </Card>
        <Card as="section" title={F.appearance}>
          <div className="parent-stack">
            <FormSelect
              name="appearance.theme"
              label={F.theme}
              options={THEME_OPTIONS}
              disabled={busy}
            />
            <FormSelect
              name="appearance.language"
              label={F.language}
              options={LANGUAGE_OPTIONS}
              disabled={busy}
            />
            <FormSelect
              name="appearance.currency"
              label={F.currency}
              hint={F.currencyHint}
              options={CURRENCY_OPTIONS}
              disabled={busy}
            />
          </div>
        </Card>
      </div>
    </div>
  );
}
