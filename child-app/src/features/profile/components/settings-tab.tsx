import type { ChildPublic } from '@portal/contracts/children';
import { PIX_KEY_SELF_SERVICE_AGE } from '@portal/contracts/pix-age';
import { Card, Switch, useTheme } from '@portal/design-system';
import {
  setChildPreference,
  setChildScheme,
  useChildPreferences,
  useFamilyScheme,
} from '../../../lib/preferences';
import { SignOutButton } from '../../../lib/sign-out-button';
import { TaskNotificationsSwitch } from '../../../lib/device-push';
import { profileCopy } from './copy';
import { FigureList } from './figure-list';
import { PixKeyCard } from './pix-key-card';

const text = profileCopy.settings;

/**
 * 'Configurações': name and age read-only (a child cannot change them; spec 001 §8), the three
 * preferences, 'Sair' and 'Sobre'. Of the preferences the spec calls decorative, two are real
 * and kept on this device (`lib/preferences.ts`): the celebration on/off, read by the
 * celebration watcher, and dark mode, applied by the child area's theme; the third, task
 * notifications, is this device's push (the bell's 'Avisos neste aparelho'). A child of 13 or
 * more also sets its own Pix key here (issue 40); a younger one does not see it.
 */
export function SettingsTab({ child }: { child: Pick<ChildPublic, 'id' | 'name' | 'age'> }) {
  const preferences = useChildPreferences(child.id);
  // What the child sees now: its own choice, or the page's scheme when it made none.
  const { scheme } = useTheme();
  const familyScheme = useFamilyScheme();
  return (
    <div className="child-profile__tab">
      <Card as="section" title={text.data} titleAs="h3">
        <FigureList
          items={[
            { id: 'name', icon: '🙂', label: text.name, value: child.name },
            { id: 'age', icon: '🎂', label: text.age, value: profileCopy.age(child.age) },
          ]}
        />
        <p className="child-profile__muted">{text.guardianNote}</p>
      </Card>
      {child.age >= PIX_KEY_SELF_SERVICE_AGE ? <PixKeyCard childId={child.id} /> : null}
      <Card
        as="section"
        title={text.preferences}
        titleAs="h3"
        className="child-profile__preferences"
      >
        <TaskNotificationsSwitch label={text.notifications} />
        <Switch
          label={text.celebrations}
          description={text.celebrationsNote}
          checked={preferences.celebrations}
          onChange={(on) => setChildPreference(child.id, 'celebrations', on)}
        />
        <Switch
          label={text.darkMode}
          description={text.darkModeNote}
          checked={scheme === 'dark'}
          onChange={(on) => setChildScheme(child.id, on ? 'dark' : 'light', familyScheme)}
        />
        <p className="child-profile__muted">{text.preferencesNote}</p>
      </Card>
      <Card as="section" title={text.signOut} titleAs="h3">
        <p className="child-profile__muted">{text.signOutNote}</p>
        <SignOutButton />
      </Card>
      <Card as="section" title={text.about} titleAs="h3">
        <p>
          <strong>{text.appName}</strong>
        </p>
        <p className="child-profile__muted">{text.version}</p>
      </Card>
    </div>
  );
}
