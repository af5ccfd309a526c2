import { useBffAnswer } from '../../../lib/plain-api';

/**
 * A quiet line under the sign-in frames when the portal's server cannot be reached, so a parent
 * knows the problem is not their password. Renders nothing while loading or when all is well.
 * Asked with a plain request: the login renders before the remote's store (ADR 045).
 */
export function ConnectionHint() {
  const { failed } = useBffAnswer('/health');
  if (!failed) return null;
  return (
    <p role="status" className="parent-connection-hint">
      Sem conexão com o servidor no momento. Algumas ações podem não funcionar.
    </p>
  );
}
