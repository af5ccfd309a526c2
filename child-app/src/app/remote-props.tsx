import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { createContext, useContext, type ReactNode } from 'react';

const SignOutContext = createContext<RemoteAppProps['signOut'] | null>(null);

/**
 * Hands the props the shell gives child-app's root (`RemoteAppProps`) to any screen below it,
 * so a logout button deep in the tree calls the shell's sign-out.
 */
export function RemotePropsProvider({
  signOut,
  children,
}: {
  signOut: RemoteAppProps['signOut'];
  children: ReactNode;
}) {
  return <SignOutContext.Provider value={signOut}>{children}</SignOutContext.Provider>;
}

/** The shell's sign-out (or the standalone one). Using it outside the app root is a bug. */
export function useSignOut(): RemoteAppProps['signOut'] {
  const signOut = useContext(SignOutContext);
  if (!signOut) throw new Error('useSignOut must be used inside the child-app root.');
  return signOut;
}
