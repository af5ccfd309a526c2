import { NotificationBellSlot } from './notification-bell-slot';
import { SignOutButton } from './sign-out-button';

/**
 * The actions of a signed-in screen's header: the notification bell and, where the screen
 * offers it, 'Sair'. Rendered in every state of the screen, so the header keeps its size.
 */
export function HeaderActions({ signOut = false }: { signOut?: boolean }) {
  return (
    <>
      <NotificationBellSlot />
      {signOut ? <SignOutButton /> : null}
    </>
  );
}
