import { useGetHealthQuery } from '../../../lib/api';

/**
 * A quiet line under the child login when the portal's server cannot be reached, so a child
 * knows the problem is not their PIN. Renders nothing while loading or when all is well.
 */
export function ConnectionHint() {
  const { isError } = useGetHealthQuery(undefined);
  if (!isError) return null;
  return (
    <p role="status" className="child-connection-hint">
      Sem conexão com o servidor agora. Tente de novo daqui a pouco.
    </p>
  );
}
