import type { ChildProfileCard } from '@portal/contracts/children';
import { PageLayout, Spinner, ThemeProvider } from '@portal/design-system';
import { useState, type ReactNode } from 'react';
import { useDeviceProfiles } from '../hooks/use-device-profiles';
import { ChildLoginForm } from './child-login-form';
import { loginCopy } from './copy';
import { ProfilePicker } from './profile-picker';

type View = { kind: 'picker' } | { kind: 'form'; profile: ChildProfileCard | null };

/**
 * `/child/login`. When this device remembers a family (GET /api/device/profiles), the picker
 * 'Quem é você?' comes first; otherwise — or after 'Digitar meu usuário', or if the profiles
 * cannot be read — the username + PIN form. A chosen card themes the form with that child's
 * age group; typing a username keeps the kids theme.
 */
export function ChildLoginPage({ footer }: { footer?: ReactNode }) {
  const device = useDeviceProfiles();
  const [view, setView] = useState<View>({ kind: 'picker' });
  const { profiles } = device.answer;

  if (device.loading) {
    return (
      <PageLayout title={loginCopy.title}>
        <div className="child-status">
          <Spinner label={loginCopy.loadingProfiles} showLabel />
        </div>
      </PageLayout>
    );
  }

  if (view.kind === 'picker' && profiles.length > 0) {
    return (
      <ProfilePicker
        profiles={profiles}
        onChoose={(profile) => setView({ kind: 'form', profile })}
        onTypeUsername={() => setView({ kind: 'form', profile: null })}
      />
    );
  }

  const profile = view.kind === 'form' ? view.profile : null;
  return (
    <ThemeProvider theme={profile?.ageGroup ?? 'kids'} className="child-theme">
      <ChildLoginForm
        // A new card is a new form: nothing typed for one child carries over to another.
        key={profile?.id ?? 'typed'}
        profile={profile}
        familyId={device.answer.familyId}
        onBack={profiles.length > 0 ? () => setView({ kind: 'picker' }) : undefined}
        footer={footer}
      />
    </ThemeProvider>
  );
}
