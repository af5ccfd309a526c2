import { lazyScreen } from '@portal/app-kit';
import type { ChildPublic } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import {
  Alert,
  Button,
  EmptyState,
  Skeleton,
  useToast,
  VisuallyHidden,
} from '@portal/design-system';
import { useState } from 'react';
import { readApiError } from '../../../lib/api-error';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useDeleteAllowanceMutation, useGetAllowanceQuery } from '../api/allowance-api';
import { settingsCopy as C } from '../copy';
import { allowanceSummary, nextAllowanceText } from '../model/allowance-view';
import { allowanceIds } from './allowance-ids';

const A = C.allowance;

// The form (its schema, the payday rules of its preview) loads when a parent opens it, so
// 'Configurações' stays within its 30 KiB (ADR 050); the buttons that open it start the
// download on hover or focus.
const AllowanceForm = lazyScreen(
  () => import('./allowance-form').then((m) => m.AllowanceForm),
  'settings-allowance-loading',
);

/**
 * A child's 'Mesada automática' (issue 38), in the child's row of the children tab: while it
 * loads a placeholder, a failed read its message with a retry, none 'Sem mesada automática' and
 * 'Configurar mesada', else the next payday the BFF computed ('Próxima mesada: sex., 05/12 —
 * R$ 10,00'), the schedule, 'Alterar mesada' and 'Desligar mesada'. The form previews the next
 * payday with the domain's rules while the parent edits.
 */
export function AllowanceSection({ child }: { child: ChildPublic }) {
  const ids = allowanceIds(child.id);
  const toast = useToast();
  const focus = useFocusRequest();
  const query = useGetAllowanceQuery(child.id);
  const [turnOff, removal] = useDeleteAllowanceMutation();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = query.data;

  function open() {
    setError(null);
    setEditing(true);
  }

  const preload = () => void AllowanceForm.preload();

  function close() {
    setEditing(false);
    focus(ids.open);
  }

  async function switchOff() {
    setError(null);
    const result = await turnOff(child.id);
    if (result.error) {
      setError(readApiError(result.error).message || A.turnOffFailed);
      return;
    }
    toast.show({ message: MSG.allowance.removed, tone: 'success' });
    focus(ids.open);
  }

  let body;
  if (!answer) {
    body = query.isError ? (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {C.retry}
          </Button>
        }
      >
        {readApiError(query.error).message || A.loadFailed}
      </Alert>
    ) : (
      <div role="status">
        <VisuallyHidden>{A.loading}</VisuallyHidden>
        <Skeleton lines={2} />
      </div>
    );
  } else if (editing) {
    body = <AllowanceForm child={child} allowance={answer.allowance} onDone={close} />;
  } else if (!answer.allowance) {
    body = (
      <EmptyState
        titleAs="p"
        title={A.empty}
        description={A.emptyHint}
        className="settings__allowance-empty"
        action={
          <Button
            id={ids.open}
            variant="secondary"
            size="sm"
            aria-label={A.setUpLabel(child.name)}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}
          >
            {A.setUp}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        {answer.nextPayday ? (
          <p className="settings__allowance-next">
            {nextAllowanceText(answer.nextPayday, answer.allowance.amountCents)}
          </p>
        ) : null}
        <p className="parent-muted">{allowanceSummary(answer.allowance)}</p>
        <div className="settings__child-actions">
          <Button
            id={ids.open}
            variant="secondary"
            size="sm"
            aria-label={A.changeLabel(child.name)}
            disabled={removal.isLoading}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}
          >
            {A.change}
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-label={A.turnOffLabel(child.name)}
            loading={removal.isLoading}
            loadingText={A.turningOff}
            onClick={() => void switchOff()}
          >
            {A.turnOff}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="settings__allowance" aria-labelledby={ids.heading}>
      <h4 className="settings__allowance-title" id={ids.heading}>
        {A.title}
      </h4>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {body}
    </section>
  );
}
