import { LoginPage } from '../features/auth/components/login-page';
import { ConnectionHint } from '../features/health/components/connection-hint';

/** `/parent/login`: the sign-in form, with the hint shown when the BFF cannot be reached. */
export function LoginScreen() {
  return (
    <LoginPage>
      <ConnectionHint />
    </LoginPage>
  );
}
