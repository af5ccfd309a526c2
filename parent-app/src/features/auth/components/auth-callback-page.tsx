import type { MeResponse } from '@portal/contracts/session';
import { PageLayout, Spinner } from '@portal/design-system';
import { useEffect } from 'react';
import { useNavigate } from '@portal/router';
import { clearPendingSocial, readPendingSocial } from '../../../lib/pending-social';
import { useGetMeQuery } from '../../../lib/session-api';
import { authCopy } from '../copy';
import type { SocialSignUpState } from './signup-page';

/** Where the social landing sends the user, and with what navigation state. */
export interface Landing {
  to: string;
  state?: SocialSignUpState;
  /** The pending social marker is cleared when the user lands somewhere final. */
  clearPending: boolean;
}

/**
 * Spec 000 §4 "Social landing decision", given `GET /api/me` (null = no session or a failure).
 * A user without a role can only come from Google/Apple here (e-mail sign-up sets role parent
 * when the account is created), so it counts as a pending social sign-up even when this tab
 * lost the sessionStorage marker (the link opened in another tab, say). Such a user whose
 * family already exists goes to the dashboard; otherwise to the social sign-up.
 */
export function decideLanding(me: MeResponse | null): Landing {
  if (!me) return { to: '/parent/login', clearPending: false };
  const { user, family } = me;
  if (user.role === 'parent') return { to: '/parent/dashboard', clearPending: true };
  if (user.role === 'child') return { to: '/child/dashboard', clearPending: true };
  if (family) return { to: '/parent/dashboard', clearPending: true };
  const pending = readPendingSocial();
  return {
    to: '/parent/signup',
    state: {
      social: true,
      email: user.email,
      fullName: user.name,
      ...(pending ? { provider: pending.provider } : {}),
    },
    clearPending: false,
  };
}

/**
 * `/auth/callback`: where Google/Apple return. Reads who is signed in (never from cache) and
 * replaces itself with the right screen; failures go silently to the login (spec 000 §4).
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const me = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const settled = !me.isFetching && (me.isSuccess || me.isError);

  useEffect(() => {
    if (!settled) return;
    const landing = decideLanding(me.isSuccess ? (me.data ?? null) : null);
    if (landing.clearPending) clearPendingSocial();
    navigate(landing.to, { replace: true, state: landing.state });
  }, [settled, me.isSuccess, me.data, navigate]);

  return (
    <PageLayout title={authCopy.callback.title}>
      <div className="parent-center parent-loading">
        <Spinner label={authCopy.callback.connecting} showLabel />
      </div>
    </PageLayout>
  );
}
