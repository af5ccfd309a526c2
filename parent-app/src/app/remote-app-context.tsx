import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { createContext, useContext, type ReactNode } from 'react';
import { standaloneSignOut } from './standalone-sign-out';

const RemoteAppContext = createContext<RemoteAppProps>({ signOut: standaloneSignOut });

/**
 * Hands what the shell gives the exposed app root (`RemoteAppProps`) to any screen below it,
 * so a logout button deep in a feature calls the shell's `signOut` without prop drilling.
 */
export function RemoteAppProvider({
  value,
  children,
}: {
  value: RemoteAppProps;
  children: ReactNode;
}) {
  return <RemoteAppContext.Provider value={value}>{children}</RemoteAppContext.Provider>;
}

/** The shell's props (`signOut`); outside a provider, the standalone sign-out. */
export function useRemoteApp(): RemoteAppProps {
  return useContext(RemoteAppContext);
}
