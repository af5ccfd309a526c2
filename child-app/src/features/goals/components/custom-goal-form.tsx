import { Form, formError, FormMoneyInput, FormTextField, useZodForm } from '@portal/app-kit/form';
import { CreateGoalInputSchema, type CreateGoalInput } from '@portal/contracts';
import { Alert, Button, Card } from '@portal/design-system';
import { CUSTOM_GOAL_CATEGORY } from '@portal/domain';
import { useRef } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCreateGoalMutation } from '../../../lib/progress-api';
import { goalsCopy } from './copy';

const text = goalsCopy.custom;

/** The form's fields as typed. */
interface CustomGoalValues {
  title: string;
  targetAmount: string;
}

/**
 * The custom goal of the Navegador de Metas (spec 001 §5 "Custom goal"): a name and a value
 * (comma or dot), validated by `CreateGoalInputSchema` with the spec's messages. A failed
 * create shows 'Não foi possível criar a meta. Tente novamente.'; sending the same values again
 * reuses the failed attempt's `Idempotency-Key`, so a create that did reach the BFF is not
 * made twice.
 */
export function CustomGoalForm({ onCreated }: { onCreated: (title: string) => void }) {
  const [createGoal] = useCreateGoalMutation();
  const form = useZodForm<CustomGoalValues, CreateGoalInput>(CreateGoalInputSchema, {
    defaultValues: { title: '', targetAmount: '' },
  });
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);

  async function submit(values: CreateGoalInput) {
    const input = {
      title: values.title,
      targetAmount: values.targetAmount,
      category: CUSTOM_GOAL_CATEGORY,
      description: text.description,
    };
    const body = JSON.stringify(input);
    const key = lastAttempt.current?.body === body ? lastAttempt.current.key : newIdempotencyKey();
    lastAttempt.current = { body, key };
    try {
      await createGoal({ idempotencyKey: key, input }).unwrap();
      lastAttempt.current = null;
      form.reset();
      onCreated(values.title);
    } catch {
      form.setError('root.server', { type: 'server', message: text.createFailed });
    }
  }

  const failed = formError(form);
  return (
    <Card as="section" title={text.title} titleAs="h3" className="child-goals__custom">
      <Form form={form} onSubmit={submit} className="child-goals__form">
        <FormTextField name="title" label={text.name} maxLength={80} autoComplete="off" />
        <FormMoneyInput
          name="targetAmount"
          label={text.value}
          hint={text.valueHint}
          inputMode="decimal"
        />
        {failed ? <Alert tone="danger">{failed}</Alert> : null}
        <Button
          type="submit"
          fullWidth
          loading={form.formState.isSubmitting}
          loadingText={text.submitting}
        >
          {text.submit}
        </Button>
      </Form>
    </Card>
  );
}
