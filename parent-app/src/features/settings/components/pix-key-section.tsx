import { lazyScreen } from '@portal/app-kit';
import { PIX_KEY_TYPE_LABELS, pixCopy as P, pixKeyText } from '@portal/app-kit/pix';
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
import { useGetPixKeyQuery } from '../../../lib/pix-key-api';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useDeletePixKeyMutation } from '../api/pix-key-api';
import { settingsCopy as C } from '../copy';
import { pixKeyIds } from './pix-key-ids';

const K = C.pixKey;

// The form (the contracts' Pix key schema) loads when a parent opens it, as the allowance's
// does, so 'Configurações' stays within its budget.
const PixKeyForm = lazyScreen(
  () => import('./pix-key-form').then((m) => m.ChildPixKeyForm),
  'settings-allowance-loading',
);

/**
 * A child's 'Chave Pix' (issue 40), in the child's row of the children tab: while it loads a
 * placeholder, a failed read its message with a retry, none 'Sem chave Pix' and 'Cadastrar chave
 * Pix', else the key ('CPF: 123.456.789-09', the city), 'Alterar chave Pix' and 'Remover chave
 * Pix'. 'Pagar ao filho' offers Pix only to a child with a key.
 */
export function PixKeySection({ child }: { child: ChildPublic }) {
  const ids = pixKeyIds(child.id);
  const toast = useToast();
  const focus = useFocusRequest();
  const query = useGetPixKeyQuery(child.id);
  const [remove, removal] = useDeletePixKeyMutation();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = query.data;
  const preload = () => void PixKeyForm.preload();

  function open() {
    setError(null);
    setEditing(true);
  }

  function close() {
    setEditing(false);
    focus(ids.open);
  }

  async function removeKey() {
    setError(null);
    const result = await remove(child.id);
    if (result.error) {
      setError(readApiError(result.error).message || K.removeFailed);
      return;
    }
    toast.show({ message: MSG.pixKey.removed, tone: 'success' });
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
        {readApiError(query.error).message || P.loadFailed}
      </Alert>
    ) : (
      <div role="status">
        <VisuallyHidden>{P.loading}</VisuallyHidden>
        <Skeleton lines={2} />
      </div>
    );
  } else if (editing) {
    body = <PixKeyForm child={child} pixKey={answer.pixKey} onDone={close} />;
  } else if (!answer.pixKey) {
    body = (
      <EmptyState
        titleAs="p"
        title={P.empty}
        description={P.emptyHint}
        className="settings__allowance-empty"
        action={
          <Button
            id={ids.open}
            variant="secondary"
            size="sm"
            aria-label={K.setUpLabel(child.name)}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}
          >
            {K.setUp}
          </Button>
        }
      />
    );
  } else {
    const { pixKey } = answer;
    body = (
      <>
        <p className="settings__allowance-next">
          {P.stored(PIX_KEY_TYPE_LABELS[pixKey.type], pixKeyText(pixKey))}
        </p>
        {pixKey.city ? <p className="parent-muted">{P.cityOf(pixKey.city)}</p> : null}
        <div className="settings__child-actions">
          <Button
            id={ids.open}
            variant="secondary"
            size="sm"
            aria-label={K.changeLabel(child.name)}
            disabled={removal.isLoading}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}
          >
            {K.change}
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-label={K.removeLabel(child.name)}
            loading={removal.isLoading}
            loadingText={K.removing}
            onClick={() => void removeKey()}
          >
            {K.remove}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="settings__allowance" aria-labelledby={ids.heading}>
      <h4 className="settings__allowance-title" id={ids.heading}>
        {P.title}
      </h4>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {body}
    </section>
  );
}
