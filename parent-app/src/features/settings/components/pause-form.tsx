import { useNow } from '@portal/app-kit';
import {
  Form,
  FormField,
  formError,
  showFormError,
  showServerIssues,
  useZodForm,
} from '@portal/app-kit/form';
import { MSG } from '@portal/contracts/messages';
import type { Pause, PauseInput } from '@portal/contracts/pause';
import { saoPauloToday } from '@portal/domain/calendar';
import { Alert, Button, useToast } from '@portal/design-system';
import { useEffect, useState } from 'react';
import { readApiError } from '../../../lib/api-error';
import { InputField } from '../../../lib/native-fields';
import { usePutPauseMutation, type PauseOwner } from '../api/pause-api';
import { settingsCopy as C } from '../copy';
import { pauseFormSchema, pauseValues } from '../model/pause-form';
import { pauseIds } from './pause-ids';

const P = C.pause;
/** Fields of the form, named as the body's keys (the BFF's issues land under them). */
const FIELDS = new Set(['startsOn', 'endsOn']);

/**
 * The 'Modo férias' form of the family or of one child (issue 38): 'De' and 'Até' (native date
 * fields), validated by the contract's `PauseInputSchema` (`MSG.pause`) and, before sending, an
 * end not before today. A new pause starts as today to a week later. It takes the focus on 'De'
 * when it opens; `onDone` after a save or 'Cancelar'.
 */
export function PauseForm({
  owner,
  whose,
  pause,
  onDone,
}: {
  owner: PauseOwner;
  /** 'da família', 'de Bia': in the form's name. */
  whose: string;
  pause: Pause | null;
  onDone: () => void;
}) {
  const ids = pauseIds(owner);
  const toast = useToast();
  const now = useNow(60_000);
  const today = saoPauloToday(now);
  // The schema keeps the day the form opened: one left open past midnight is checked by the BFF.
  const [schema] = useState(() => pauseFormSchema(today));
  const form = useZodForm(schema, { defaultValues: pauseValues(pause, today) });
  const [save, { isLoading }] = usePutPauseMutation();
  const serverError = formError(form);

  // Opened by a click, loaded maybe only now: 'De' is where the parent starts.
  useEffect(() => {
    document.getElementById(ids.startsOn)?.focus();
  }, [ids.startsOn]);

  async function submit(body: PauseInput) {
    const result = await save({ owner, body });
    if (result.error) {
      const failure = readApiError(result.error);
      const shown = showServerIssues(form, failure.issues, (path) => FIELDS.has(path));
      if (shown === 0) showFormError(form, failure.message || MSG.pause.saveFailed);
      return;
    }
    toast.show({ message: MSG.pause.saved, tone: 'success' });
    onDone();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="settings__child-form"
      aria-label={P.formLabel(whose)}
    >
      <div className="settings__pause-fields">
        {(['startsOn', 'endsOn'] as const).map((name) => (
          <FormField
            key={name}
            name={name}
            render={({ field, error }) => (
              <InputField
                id={name === 'startsOn' ? ids.startsOn : undefined}
                name={field.name}
                type="date"
                label={name === 'startsOn' ? P.from : P.until}
                error={error}
                value={(field.value as string | undefined) ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </div>
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      <div className="parent-actions">
        <Button variant="secondary" disabled={isLoading} onClick={onDone}>
          {C.cancel}
        </Button>
        <Button
          type="submit"
          loading={isLoading}
          loadingText={P.saving}
          aria-describedby={ids.explanation}
        >
          {P.save}
        </Button>
      </div>
    </Form>
  );
}
