import { Alert, Button, PageLayout, Spinner } from '@portal/design-system';
import {
  Component,
  startTransition,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { RemoteAppProps as RemoteRootProps } from '@portal/contracts/remote-app';
import { Link } from '@portal/router';
import { copy, PRODUCT_NAME } from '../app/copy';
import type { RemoteName } from './remote-config';
import { getLoadedRemoteApp, loadRemoteApp, type RemoteAppLoader } from './remote-loader';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteRootProps> }
  | { status: 'failed' };

export interface RemoteAppProps {
  name: RemoteName;
  /** What the shell gives the remote's root (the shell↔remote seam: `signOut`). */
  appProps: RemoteRootProps;
  /** Injected in tests; the MF runtime loader otherwise. */
  loader?: RemoteAppLoader;
}

/**
 * Renders a remote's app root, loaded at run time. While loading it shows a labelled spinner;
 * when the remote cannot be fetched (or crashes while rendering) it shows a pt-BR fallback whose
 * retry button loads again without a page reload. Only this area is affected: the shell's own
 * pages and the other remote keep working.
 */
export function RemoteApp({ name, appProps, loader = loadRemoteApp }: RemoteAppProps) {
  const [state, setState] = useState<LoadState>(() => {
    const App = loader === loadRemoteApp ? getLoadedRemoteApp(name) : undefined;
    return App ? { status: 'ready', App } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loader(name).then(
      (App) => {
        // A transition: React renders the remote's first screen in slices of a few
        // milliseconds, yielding to the browser in between, instead of one long task that
        // blocks a slow phone's input (TBT; ADR 042).
        if (active) startTransition(() => setState({ status: 'ready', App }));
      },
      (error: unknown) => {
        // The user sees the fallback; the console keeps the reason for whoever debugs it.
        console.error(`Could not load remote ${name}`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [loader, name, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') {
    return (
      <div data-owner="shell">
        <PageLayout title={PRODUCT_NAME}>
          <div className="shell-remote-status">
            <Spinner label={copy.remote.loading} showLabel />
          </div>
        </PageLayout>
      </div>
    );
  }
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  return (
    <RemoteErrorBoundary onRetry={retry}>
      <state.App {...appProps} />
    </RemoteErrorBoundary>
  );
}

/** The friendly message (an `Alert`, role=alert) shown instead of an area that could not load. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div data-owner="shell">
      <PageLayout title={PRODUCT_NAME}>
        <Alert
          tone="danger"
          title={copy.remote.errorTitle}
          action={
            <Button variant="primary" onClick={onRetry}>
              {copy.remote.retry}
            </Button>
          }
        >
          {copy.remote.errorBody} <Link to="/">{copy.remote.home}</Link>
        </Alert>
      </PageLayout>
    </div>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a remote that throws while rendering from taking the whole portal down. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A remote crashed while rendering', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteFallback
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
