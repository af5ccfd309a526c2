import { FormSwitch } from '@portal/app-kit/form';
import { Card } from '@portal/design-system';
import { useId } from 'react';
import { settingsCopy as C } from '../copy';

const N = C.notifications;
const TOGGLES = [
  ['taskReminders', N.taskReminders, N.taskRemindersHint],
  ['achievementAlerts', N.achievementAlerts, N.achievementAlertsHint],
  ['weeklyReports', N.weeklyReports, N.weeklyReportsHint],
  ['goalMilestones', N.goalMilestones, N.goalMilestonesHint],
] as const;

/**
 * The notifications tab (spec 001 §2): four toggles, saved with the footer, each with a line
 * saying what it does (its `aria-describedby`), and the children's quiet hours, which describe
 * the whole tab.
 */
export function NotificationsTab({ disabled }: { disabled: boolean }) {
  const quietHoursId = useId();
  return (
    <Card as="section" title={N.title} aria-describedby={quietHoursId}>
      <div className="parent-stack settings__narrow">
        <p id={quietHoursId} className="parent-muted">
          {N.quietHours}
        </p>
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
