import type { ChildProfileCard } from '@portal/contracts/children';
import { AGE_GROUP_LABELS } from '@portal/domain/age-group';
import {
  Avatar,
  Badge,
  Button,
  Card,
  PageLayout,
  ThemeProvider,
  useTheme,
} from '@portal/design-system';
import { Link } from '@portal/router';
import { loginCopy } from './copy';

export interface ProfilePickerProps {
  profiles: readonly ChildProfileCard[];
  onChoose: (profile: ChildProfileCard) => void;
  onTypeUsername: () => void;
}

/**
 * 'Quem é você?': one big card button per child of the family this device remembers, each in
 * its own age theme, so a child finds itself by name, colours and greeting. Only public card
 * fields are shown (no PIN, no e-mail: the BFF does not even send them).
 */
export function ProfilePicker({ profiles, onChoose, onTypeUsername }: ProfilePickerProps) {
  return (
    <PageLayout title={loginCopy.pickerTitle}>
      <ul className="child-profiles" aria-label={loginCopy.profilesLabel}>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <ThemeProvider theme={profile.ageGroup} className="child-profile">
              <ProfileCardButton profile={profile} onChoose={onChoose} />
            </ThemeProvider>
          </li>
        ))}
      </ul>
      <div className="child-login-actions">
        <Button variant="secondary" size="lg" fullWidth onClick={onTypeUsername}>
          {loginCopy.typeUsername}
        </Button>
        <Link className="child-link-button" to="/parent/login">
          {loginCopy.parentLogin}
        </Link>
      </div>
    </PageLayout>
  );
}

/** A card of the picker; reads the greeting of the age theme it is rendered in. */
function ProfileCardButton({
  profile,
  onChoose,
}: {
  profile: ChildProfileCard;
  onChoose: (profile: ChildProfileCard) => void;
}) {
  const { tone } = useTheme();
  return (
    <Card as="button" className="child-profile-card" onClick={() => onChoose(profile)}>
      <span aria-hidden="true">
        <Avatar name={profile.name} size="lg" />
      </span>
      <span className="child-profile-card__text">
        <span className="child-profile-card__name">{profile.name}</span>
        <span className="child-profile-card__greeting">{tone.greeting}</span>
        <span className="child-profile-card__meta">
          <Badge tone={profile.ageGroup}>
            {loginCopy.ageBadge(profile.age, AGE_GROUP_LABELS[profile.ageGroup])}
          </Badge>
          <span>@{profile.username}</span>
        </span>
      </span>
    </Card>
  );
}
