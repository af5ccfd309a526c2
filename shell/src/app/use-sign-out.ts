import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { useToast } from '@portal/design-system';
import { useMemo } from 'react';
import { useNavigate } from '@portal/router';
import { createSignOut } from './sign-out';

/** The shell's sign-out wired to the page's router and the shell's `ToastProvider`. */
export function useSignOut(): RemoteAppProps['signOut'] {
  const toast = useToast();
  const navigate = useNavigate();
  return useMemo(() => createSignOut({ toast, navigate }), [toast, navigate]);
}
