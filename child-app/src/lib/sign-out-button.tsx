import { useRemoteApp } from '@portal/app-kit';
import { Button } from '@portal/design-system';
import { useEffect, useRef, useState } from 'react';

const signOutCopy = { label: 'Sair', pending: 'Saindo...' } as const;

/**
 * 'Sair': calls the shell's sign-out for a child. While it runs the button reads 'Saindo...'
 * and is disabled, so a second tap cannot send a second request. The shell shows the toast and
 * leaves the child area; if it stays (an error toast), the button comes back.
 */
export function SignOutButton() {
  const { signOut } = useRemoteApp();
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function handleClick() {
    setPending(true);
    try {
      await signOut('child');
    } finally {
      if (mounted.current) setPending(false);
    }
  }

  return (
    <Button
      variant="secondary"
      loading={pending}
      loadingText={signOutCopy.pending}
      onClick={() => void handleClick()}
    >
      {signOutCopy.label}
    </Button>
  );
}
