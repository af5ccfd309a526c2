import { useGetHealthQuery } from '../../../lib/api';

/**
 * A quiet line under the sign-in frames when the portal's server cannot be reached, so a parent
 * knows the problem is not their password. Renders nothing while loading or when all is well.
 */
export function ConnectionHint() {
  const { isError } = useGetHealthQuery(undefined);
  if (!isError) return null;
  return (
    <p role="status" className="parent-connection-hint">
      Sem conexão com o servidor no momento. Algumas ações podem não funcionar.
    </p>
  );
}
