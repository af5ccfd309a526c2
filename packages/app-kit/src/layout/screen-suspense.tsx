import { Spinner } from '@portal/design-system';
import { Suspense, type ReactNode } from 'react';
import { kitCopy } from '../copy';

/**
 * A screen loaded on first visit (`lazy(() => import(...))` in the remote's `app/routes.tsx`),
 * with a spinner reading 'Carregando...' while its code arrives.
 */
export function ScreenSuspense({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <Suspense
      fallback={
        <div className={className}>
          <Spinner label={kitCopy.loading} showLabel />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
