import { ChildLoginInputSchema } from '@portal/contracts/auth';
import type { ChildProfileCard } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import {
  Alert,
  Avatar,
  Button,
  Card,
  PageLayout,
  PinInput,
  TextField,
  useTheme,
} from '@portal/design-system';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSignInChildMutation } from '../api/auth-api';
import { signInFailure } from '../lib/sign-in-error';
import { loginCopy } from './copy';

export interface ChildLoginFormProps {
  /** The card chosen in the picker: its username is locked and its family sent along. */
  profile: ChildProfileCard | null;
  /** The family the device remembers (sent with a chosen profile). */
  familyId: string | null;
  /** Back to the picker; absent when the device knows no profiles. */
  onBack?: (() => void) | undefined;
  /** Extra line under the form (the route layer passes the server reachability hint). */
  footer?: ReactNode;
}

interface FieldErrors {
  username?: string;
  pin?: string;
}

/**
 * Username + PIN sign-in, themed by the age theme around it (the chosen child's, or kids).
 * Idle → loading ('Entrando...') → error (announced with role=alert) or `/child/dashboard`.
 * The PIN keeps digits only, at most 6. After a wrong PIN the field is cleared and focused so
 * the child can simply type again.
 */
export function ChildLoginForm({ profile, familyId, onBack, footer }: ChildLoginFormProps) {
  const { tone } = useTheme();
  const navigate = useNavigate();
  const [signIn, { isLoading }] = useSignInChildMutation();
  const [username, setUsername] = useState(profile?.username ?? '');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Focus is moved after the render that shows the error, so the field exists and is enabled.
  const [focusRequest, setFocusRequest] = useState<{ field: keyof FieldErrors } | null>(null);
  const usernameId = `child-username-${useId()}`;
  const pinId = `child-pin-${useId()}`;

  useEffect(() => {
    if (!focusRequest) return;
    document.getElementById(focusRequest.field === 'pin' ? pinId : usernameId)?.focus();
  }, [focusRequest, pinId, usernameId]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = ChildLoginInputSchema.safeParse({
      username,
      pin,
      ...(profile && familyId ? { familyId } : {}),
    });
    const nextErrors: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'pin') && !nextErrors[field]) {
          nextErrors[field] = issue.message;
        }
      }
    }
    // The BFF requires a PIN for every child now, so a blank PIN never leaves the device.
    if (pin === '') nextErrors.pin = MSG.childLogin.pinRequired;
    setErrors(nextErrors);
    if (!parsed.success || nextErrors.username || nextErrors.pin) {
      setFocusRequest({ field: nextErrors.username ? 'username' : 'pin' });
      return;
    }

    const result = await signIn(parsed.data);
    if (!result.error) {
      navigate('/child/dashboard', { replace: true });
      return;
    }
    const { message, retryPin } = signInFailure(result.error);
    setFailure(message);
    if (retryPin) {
      setPin('');
      setFocusRequest({ field: 'pin' });
    }
  }

  return (
    <PageLayout title={loginCopy.title} subtitle={tone.motivationalMessage}>
      <Card className="child-login-card">
        <div className="child-login-hello">
          {profile ? (
            <span aria-hidden="true">
              <Avatar name={profile.name} size="lg" />
            </span>
          ) : null}
          <div>
            <p className="child-login-hello__greeting">{tone.greeting}</p>
            {profile ? <p className="child-login-hello__name">{profile.name}</p> : null}
          </div>
        </div>
        <form
          className="child-login-form"
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
        >
          <TextField
            id={usernameId}
            label={loginCopy.usernameLabel}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={username}
            readOnly={Boolean(profile)}
            onChange={(event) => setUsername(event.target.value)}
            error={errors.username}
          />
          <PinInput
            id={pinId}
            label={loginCopy.pinLabel}
            name="pin"
            hint={loginCopy.pinHint}
            value={pin}
            onChange={(value) => {
              setPin(value);
              if (errors.pin) setErrors((current) => ({ ...current, pin: undefined }));
            }}
            error={errors.pin}
          />
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={isLoading}
            loadingText={loginCopy.submitting}
          >
            {loginCopy.submit}
          </Button>
        </form>
      </Card>
      <div className="child-login-actions">
        {onBack ? (
          <Button variant="ghost" size="lg" fullWidth onClick={onBack}>
            {loginCopy.otherProfile}
          </Button>
        ) : null}
        <Link className="child-link-button" to="/parent/login">
          {loginCopy.parentLogin}
        </Link>
        <Link className="child-link-button" to="/">
          {loginCopy.home}
        </Link>
      </div>
      {footer}
    </PageLayout>
  );
}
