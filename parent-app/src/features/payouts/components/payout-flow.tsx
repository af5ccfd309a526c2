import { newIdempotencyKey } from '@portal/app-kit';
import {
  Form,
  FormField,
  FormMoneyInput,
  formError,
  showFormError,
  showServerIssues,
  useWatch,
  useZodForm,
} from '@portal/app-kit/form';
import type {
  ChildMoneyResponse,
  PayoutResponse,
  PixChargeResponse,
} from '@portal/contracts/money-out';
import { MSG } from '@portal/contracts/messages';
import type { PixKey } from '@portal/contracts/pix';
import { formatMoney } from '@portal/domain';
import { Alert, Button, Money, Skeleton, VisuallyHidden } from '@portal/design-system';
import { Link } from '@portal/router';
import { useEffect, useRef, useState } from 'react';
import { readApiError } from '../../../lib/api-error';
import type { PayoutChild } from '../../../lib/child-payout-slot';
import { useGetPixKeyQuery } from '../../../lib/pix-key-api';
import { pixKeyText } from '@portal/app-kit/pix';
import {
  useCreatePayoutMutation,
  useGetChildMoneyQuery,
  useLazyGetPixChargeQuery,
  type CreatePayoutArgs,
} from '../api/payouts-api';
import { payoutButtonCopy, payoutsCopy as C } from '../copy';
import {
  EMPTY_PAYOUT,
  payoutFormSchema,
  type PayoutFormOutput,
  type PayoutFormValues,
} from '../model/payout-form';
import { PixChargePanel } from './pix-charge';

/** Where a parent sets a child's Pix key (Configurações › Filhos). */
export const PIX_KEY_SETTINGS_PATH = '/parent/settings?tab=children';

type Step =
  | { kind: 'form' }
  | { kind: 'pix'; charge: PixChargeResponse }
  | { kind: 'done'; answer: PayoutResponse };

/**
 * The body of 'Pagar ao filho' (issue 40): the child's available balance (`GET
 * /api/children/{id}/money`), then the form (amount up to it, 'Dinheiro' or 'Pix'); cash records
 * the payout at 'Confirmar pagamento', Pix first shows the static BR Code (QR image and 'Pix
 * Copia e Cola') and records it at 'Já paguei' with the charge's txid; then the confirmation with
 * the new balance. One Idempotency-Key for the whole attempt: a double tap, a retry after a lost
 * answer or a second 'Já paguei' records the payment once. The BFF's refusals show in pt-BR
 * where they belong; what was typed stays.
 */
export function PayoutFlow({ child, onClose }: { child: PayoutChild; onClose: () => void }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const money = useGetChildMoneyQuery(child.id, { refetchOnMountOrArgChange: true });
  const pixKey = useGetPixKeyQuery(child.id, { refetchOnMountOrArgChange: true });
  const [values, setValues] = useState<PayoutFormValues>(EMPTY_PAYOUT);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [createPayout, payout] = useCreatePayoutMutation();
  // Taps while a payout is on its way, or after it was recorded, send nothing (the BFF would
  // only replay the answer under the same key).
  const busy = useRef(false);
  const recorded = useRef(false);

  /** Records the payout once, however often it is tapped; the answer or the refusal. */
  async function record(body: CreatePayoutArgs['body']) {
    if (busy.current || recorded.current) return null;
    busy.current = true;
    try {
      const result = await createPayout({ childId: child.id, idempotencyKey, body });
      if (!result.error) recorded.current = true;
      return result;
    } finally {
      busy.current = false;
    }
  }

  if (step.kind === 'done') {
    return <PayoutDone child={child} answer={step.answer} onClose={onClose} />;
  }
  if (!money.data) {
    return money.isError ? (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onClick={() => void money.refetch()}>
            {C.retry}
          </Button>
        }
      >
        {readApiError(money.error).message || C.loadFailed}
      </Alert>
    ) : (
      <div role="status" className="payout__status">
        <VisuallyHidden>{payoutButtonCopy.loading}</VisuallyHidden>
        <Skeleton lines={3} />
      </div>
    );
  }
  if (step.kind === 'pix') {
    return (
      <PixChargePanel
        child={child}
        charge={step.charge}
        saving={payout.isLoading}
        onBack={() => setStep({ kind: 'form' })}
        onPaid={async () => {
          const result = await record({
            amount: step.charge.amount,
            method: 'pix',
            txid: step.charge.txid,
          });
          if (result && !result.error) setStep({ kind: 'done', answer: result.data });
          return result?.error ? readApiError(result.error).message || MSG.payout.failed : null;
        }}
      />
    );
  }
  return (
    <PayoutForm
      child={child}
      money={money.data}
      pixKey={pixKey.data?.pixKey ?? null}
      pixKeyKnown={Boolean(pixKey.data)}
      pixKeyError={
        pixKey.isError && !pixKey.data
          ? readApiError(pixKey.error).message || C.pixKeyLoadFailed
          : null
      }
      onRetryPixKey={() => void pixKey.refetch()}
      values={values}
      onValues={setValues}
      saving={payout.isLoading}
      record={record}
      onCharge={(charge) => setStep({ kind: 'pix', charge })}
      onDone={(answer) => setStep({ kind: 'done', answer })}
    />
  );
}

const FIELDS = new Set(['amount', 'method']);

function PayoutForm({
  child,
  money,
  pixKey,
  pixKeyKnown,
  pixKeyError,
  onRetryPixKey,
  values,
  onValues,
  saving,
  record,
  onCharge,
  onDone,
}: {
  child: PayoutChild;
  money: ChildMoneyResponse;
  pixKey: PixKey | null;
  /** The key was read (null then means: no key). */
  pixKeyKnown: boolean;
  /** Why the key could not be read, when it could not. */
  pixKeyError: string | null;
  onRetryPixKey: () => void;
  values: PayoutFormValues;
  onValues: (values: PayoutFormValues) => void;
  saving: boolean;
  record: (
    body: CreatePayoutArgs['body'],
  ) => Promise<Awaited<ReturnType<ReturnType<typeof useCreatePayoutMutation>[0]>> | null>;
  onCharge: (charge: PixChargeResponse) => void;
  onDone: (answer: PayoutResponse) => void;
}) {
  const [schema] = useState(() => payoutFormSchema(money.available));
  const form = useZodForm(schema, { defaultValues: values });
  const watched = useWatch({ control: form.control }) as PayoutFormValues;
  const [fetchCharge, charge] = useLazyGetPixChargeQuery();
  const method = watched.method ?? 'cash';
  const serverError = formError(form);
  const nothing = money.available === 0;
  const noPixKey = method === 'pix' && pixKeyKnown && !pixKey;
  const ids = { amount: `payout-${child.id}-amount`, method: `payout-${child.id}-method` };

  function refusal(error: Parameters<typeof readApiError>[0], fallback: string) {
    const failure = readApiError(error);
    const shown = showServerIssues(form, failure.issues, (path) => FIELDS.has(path));
    if (shown === 0) showFormError(form, failure.message || fallback);
  }

  async function submit(output: PayoutFormOutput) {
    if (output.method === 'pix') {
      const result = await fetchCharge({ childId: child.id, amount: output.amount });
      if (result.error || !result.data) {
        refusal(result.error, C.pixFailed);
        return;
      }
      // Kept while the parent looks at the Pix and comes back to change it.
      onValues(form.getValues());
      onCharge(result.data);
      return;
    }
    const result = await record({ amount: output.amount, method: 'cash' });
    if (!result) return;
    if (result.error) {
      refusal(result.error, MSG.payout.failed);
      return;
    }
    onDone(result.data);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="payout__form"
      aria-label={payoutButtonCopy.title(child.name)}
    >
      <div className="payout__available">
        <span className="payout__available-label">{C.available}</span>
        <Money centavos={money.available} className="payout__available-value" />
      </div>
      {money.awaitingApproval > 0 ? (
        <p className="parent-muted">{C.awaiting(formatMoney(money.awaitingApproval))}</p>
      ) : null}
      {nothing ? (
        <Alert tone="info">
          {money.awaitingApproval > 0 ? MSG.payout.awaitingReview : MSG.payout.noBalance}
        </Alert>
      ) : null}
      <FormMoneyInput
        id={ids.amount}
        name="amount"
        label={C.amount}
        hint={C.amountHint(formatMoney(money.available))}
        disabled={nothing}
      />
      <FormField
        name="method"
        render={({ field, error }) => (
          <fieldset className="payout__methods">
            <legend className="mesa-field__label">{C.method}</legend>
            {(['cash', 'pix'] as const).map((value) => (
              <label key={value} className="payout__method">
                <input
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  disabled={nothing}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                />
                <span className="payout__method-text">
                  <span className="payout__method-name">{C.methods[value]}</span>
                  <span className="parent-muted">{C.methodHints[value]}</span>
                </span>
              </label>
            ))}
            {error ? (
              <p className="mesa-field__error" id={`${ids.method}-error`}>
                {error}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      {method === 'pix' && pixKey ? (
        <p className="parent-muted">{C.pixTo(pixKeyText(pixKey))}</p>
      ) : null}
      {noPixKey ? (
        <Alert tone="warning">
          <p>{C.pixKeyMissing}</p>
          <Link to={PIX_KEY_SETTINGS_PATH} className="payout__link">
            {C.setPixKey}
          </Link>
        </Alert>
      ) : null}
      {method === 'pix' && pixKeyError ? (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" onClick={onRetryPixKey}>
              {C.retry}
            </Button>
          }
        >
          {pixKeyError}
        </Alert>
      ) : null}
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
      <div className="parent-actions">
        {method === 'pix' ? (
          <Button
            type="submit"
            disabled={nothing || noPixKey || !pixKeyKnown}
            loading={charge.isFetching}
            loadingText={C.preparingPix}
          >
            {C.payByPix}
          </Button>
        ) : (
          <Button type="submit" disabled={nothing} loading={saving} loadingText={C.confirming}>
            {C.confirmCash}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** The confirmation: what was recorded and the child's balance after it. */
function PayoutDone({
  child,
  answer,
  onClose,
}: {
  child: PayoutChild;
  answer: PayoutResponse;
  onClose: () => void;
}) {
  const closeId = `payout-${child.id}-close`;
  useEffect(() => {
    document.getElementById(closeId)?.focus();
  }, [closeId]);
  return (
    <div className="payout__done">
      <div role="status" className="payout__done-status">
        <p className="payout__done-title">
          <span aria-hidden="true">✅ </span>
          {MSG.payout.recorded}
        </p>
        <p>{C.done(formatMoney(-answer.payout.amount), child.name, answer.payout.method)}</p>
        <p className="parent-muted">{C.newBalance(formatMoney(answer.child.balance))}</p>
      </div>
      <div className="parent-actions">
        <Button id={closeId} onClick={onClose}>
          {C.close}
        </Button>
      </div>
    </div>
  );
}
