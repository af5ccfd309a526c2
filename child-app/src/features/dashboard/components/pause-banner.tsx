import { useNow } from '@portal/app-kit';
import { saoPauloToday } from '@portal/domain/calendar';
import { pausedUntil } from '@portal/domain/pause';
import { Alert } from '@portal/design-system';
import { Deco } from '../../../lib/deco';
import { useGetPausesQuery } from '../api/pauses-api';
import { dashboardCopy } from './copy';

/** A São Paulo day (`YYYY-MM-DD`) as 'dd/mm'. */
function dayMonth(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/**
 * 'Pausado até 10/01 — aproveite as férias!' (issue 38) while the family's or the child's own
 * 'Modo férias' covers today (domain `pausedUntil` over both; the BFF sends a child only its
 * own). A polite status, so a screen reader reads it without interrupting; nothing while the
 * pauses load, fail or do not cover today: the rest of the dashboard is what matters then.
 */
export function PauseBanner({ childId }: { childId: string }) {
  // Not read again on mount: the routes start this read with the page's first screen, and the
  // event stream keeps it current (`family.changed` and `children.changed` refresh `Pauses`).
  const { data } = useGetPausesQuery(undefined);
  // The banner ends with the pause on a dashboard left open across midnight.
  const today = saoPauloToday(useNow(60_000));
  if (!data) return null;
  const own = data.children.filter((pause) => pause.childId === childId);
  const until = pausedUntil(data.family ? [data.family, ...own] : own, today);
  if (!until) return null;
  return (
    <Alert tone="info" className="child-dash__pause">
      <Deco emoji="🏖️" />
      {dashboardCopy.pausedUntil(dayMonth(until))}
    </Alert>
  );
}
