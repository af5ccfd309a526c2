import type { ChildStatsResponse } from '@portal/contracts';
import { Alert, Button, Spinner } from '@portal/design-system';
import type { ReactNode } from 'react';
import { profileCopy } from './copy';

/** What a part of the profile needs to know about the statistics read. */
export interface StatsState {
  data: ChildStatsResponse | undefined;
  isError: boolean;
  refetch: () => void;
}

/**
 * The statistics' three states where a part of the profile needs them: 'Carregando
 * estatísticas...' while they load, an alert with 'Tentar novamente' when they failed, else
 * the part itself.
 */
export function StatsGate({
  stats,
  children,
}: {
  stats: StatsState;
  children: (data: ChildStatsResponse) => ReactNode;
}) {
  if (stats.data) return children(stats.data);
  if (stats.isError) {
    return (
      <Alert
        tone="danger"
        action={
          <Button variant="primary" onClick={stats.refetch}>
            {profileCopy.retry}
          </Button>
        }
      >
        {profileCopy.stats.loadFailed}
      </Alert>
    );
  }
  return (
    <div className="child-profile__status">
      <Spinner label={profileCopy.stats.loading} showLabel />
    </div>
  );
}
