import { lazyScreen, useNow } from '@portal/app-kit';
import type { Pause } from '@portal/contracts/pause';
import { MSG } from '@portal/contracts/messages';
import { pausedUntil } from '@portal/domain/pause';
import { saoPauloToday } from '@portal/domain/calendar';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Skeleton,
  useToast,
  VisuallyHidden,
} from '@portal/design-system';
import { useState } from 'react';
import { readApiError } from '../../../lib/api-error';
import { childPausedUntil, pausedUntilText } from '../../../lib/pause-status';
import { useGetPausesQuery } from '../../../lib/pauses-api';
import { useFocusRequest } from '../../../lib/use-focus-request';
import { useDeletePauseMutation, type PauseOwner } from '../api/pause-api';
import { settingsCopy as C } from '../copy';
import { pauseRangeText } from '../model/pause-view';
import { pauseIds } from './pause-ids';

const P = C.pause;

// The form (its schema, the date rules) loads when a parent opens it, so 'Configurações' stays
// within its 30 KiB (ADR 050); the buttons that open it start the download on hover or focus.
const PauseForm = lazyScreen(
  () => import('./pause-form').then((m) => m.PauseForm),
  'settings-allowance-loading',
);

/**
 * 'Modo férias' (issue 38) of the whole family (the family tab) or of one child (its row in the
 * children tab, beside 'Mesada automática'), from the one `GET /api/pauses`: while it loads a
 * placeholder, a failed read its message with a retry, none 'Sem férias programadas' and
 * 'Programar férias', else 'Férias de 20/12 a 10/01' with 'Pausado até 10/01' while today is
 * inside it, 'Alterar férias' and 'Desligar férias'. A child covered by the family's pause says
 * so. The explanation line says what a pause does.
 */
export function PauseSection({
  owner,
  name,
  headingAs: Heading = 'h4',
}: {
  owner: PauseOwner;
  /** The child's name (a child's section); the family's says 'da família'. */
  name?: string;
  headingAs?: 'h2' | 'h4';
}) {
  const ids = pauseIds(owner);
  const whose = owner.kind === 'family' ? P.familyName : P.childName(name ?? '');
  const toast = useToast();
  const focus = useFocusRequest();
  const query = useGetPausesQuery(undefined);
  const [turnOff, removal] = useDeletePauseMutation();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // 'Pausado até' follows the São Paulo day on a page left open across midnight.
  const today = saoPauloToday(useNow(60_000));
  const answer = query.data;
  const pause: Pause | null = !answer
    ? null
    : owner.kind === 'family'
      ? answer.family
      : (answer.children.find((item) => item.childId === owner.childId) ?? null);

  function open() {
    setError(null);
    setEditing(true);
  }

  const preload = () => void PauseForm.preload();

  function close() {
    setEditing(false);
    focus(ids.open);
  }

  async function switchOff() {
    setError(null);
    const result = await turnOff(owner);
    if (result.error) {
      setError(readApiError(result.error).message || MSG.pause.saveFailed);
      return;
    }
    toast.show({ message: MSG.pause.removed, tone: 'success' });
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
    body = <PauseForm owner={owner} whose={whose} pause={pause} onDone={close} />;
  } else if (!pause) {
    // A child without its own pause may still be paused by the family's.
    const byFamily = owner.kind === 'child' ? childPausedUntil(answer, owner.childId, today) : null;
    body = (
      <EmptyState
        titleAs="p"
        title={P.empty}
        description={byFamily ? `${pausedUntilText(byFamily)} · ${P.byFamily}` : undefined}
        className="settings__allowance-empty"
        action={
          <Button
            id={ids.open}
            variant="secondary"
            size="sm"
            aria-label={P.setUpLabel(whose)}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}
          >
            {P.setUp}
          </Button>
        }
      />
    );
  } else {
    const until =
      owner.kind === 'family'
        ? pausedUntil([pause], today)
        : childPausedUntil(answer, owner.childId, today);
    body = (
      <>
        <p className="settings__allowance-next">{pauseRangeText(pause)}</p>
        {until ? (
          <p>
            <Badge tone="warning">{pausedUntilText(until)}</Badge>
          </p>
        ) : null}
        <div className="settings__child-actions">
          <Button
            id={ids.open}
            variant="secondary"
            size="sm"
            aria-label={P.changeLabel(whose)}
            disabled={removal.isLoading}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}
          >
            {P.change}
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-label={P.turnOffLabel(whose)}
            loading={removal.isLoading}
            loadingText={P.turningOff}
            onClick={() => void switchOff()}
          >
            {P.turnOff}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="settings__allowance" aria-labelledby={ids.heading}>
      <Heading className="settings__allowance-title" id={ids.heading}>
        {P.title}
      </Heading>
      <p className="parent-muted" id={ids.explanation}>
        {P.explanation}
        {owner.kind === 'family' ? ` ${P.familyHint}` : null}
      </p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {body}
    </section>
  );
}
