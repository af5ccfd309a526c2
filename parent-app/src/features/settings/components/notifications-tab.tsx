import { FormSwitch } from '@portal/app-kit/form';
import { Card } from '@portal/design-system';
import { settingsCopy as C } from '../copy';

const N = C.notifications;
const TOGGLES = [
  ['taskReminders', N.taskReminders, N.taskRemindersHint],
  ['achievementAlerts', N.achievementAlerts, N.achievementAlertsHint],
  ['weeklyReports', N.weeklyReports, N.weeklyReportsHint],
  ['goalMilestones', N.goalMilestones, N.goalMilestonesHint],
] as const;

/** The notifications tab (spec 001 §2): four toggles, saved with the footer. */
export function NotificationsTab({ disabled }: { disabled: boolean }) {
  return (
    <Card as="section" title={N.title}>
      <div className="parent-stack settings__narrow">
        {TOGGLES.map(([name, label, hint]) => (
          <FormSwitch
            key={name}
            name={`notifications.${name}`}
            label={label}
            description={hint}
            disabled={disabled}
          />
        ))}
      </div>
    </Card>
  );
}
