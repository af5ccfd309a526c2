import {
  showFormError,
  showServerIssues,
  type FieldValues,
  type ZodForm,
} from '@portal/app-kit/form';
import { MSG } from '@portal/contracts/messages';
import type { readApiError } from '../../../lib/api-error';

/**
 * Shows the BFF's refusal of a child form (add dialog, inline edit): a taken username reads the
 * spec's 'Este nome de usuário já está em uso.' (it may be another family's, so never '… na
 * família'); other field issues go under the form's `fields`; anything else is the form's
 * message, or `fallback` when the BFF gave none.
 */
export function showChildFailure<TValues extends FieldValues, TOutput>(
  form: ZodForm<TValues, TOutput>,
  failure: ReturnType<typeof readApiError>,
  fields: ReadonlySet<string>,
  fallback: string,
): void {
  if (failure.code === 'USERNAME_TAKEN') {
    form.setError('username' as Parameters<typeof form.setError>[0], {
      type: 'server',
      message: MSG.settingsChild.usernameTaken,
    });
    form.focusFirstError();
    return;
  }
  const shown = showServerIssues(form, failure.issues, (path) => fields.has(path));
  if (shown === 0) showFormError(form, failure.message || fallback);
}
