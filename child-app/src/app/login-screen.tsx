import { ChildLoginPage } from '../features/auth/components/child-login-page';
import { ConnectionHint } from '../features/health/components/connection-hint';
import { ChildLoginArea } from './child-login-area';

/** `/child/login`: the picker or the PIN form, with the hint shown when the BFF is unreachable. */
export function ChildLoginScreen() {
  return (
    <ChildLoginArea>
      <ChildLoginPage footer={<ConnectionHint />} />
    </ChildLoginArea>
  );
}
