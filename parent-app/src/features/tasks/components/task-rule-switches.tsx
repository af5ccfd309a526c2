import { Switch } from '@portal/design-system';
import { tasksCopy as C } from '../copy';

const F = C.fields;

/** Props of {@link TaskRuleSwitches}. */
export interface TaskRuleSwitchesProps {
  requiresPhoto: boolean;
  requiresApproval: boolean;
  disabled: boolean;
  onChange: (field: 'requiresPhoto' | 'requiresApproval', checked: boolean) => void;
}

/** The two rules both task forms offer: photo proof and parent approval. */
export function TaskRuleSwitches({
  requiresPhoto,
  requiresApproval,
  disabled,
  onChange,
}: TaskRuleSwitchesProps) {
  return (
    <>
      <Switch
        label={F.requiresPhoto}
        description={F.requiresPhotoHint}
        checked={requiresPhoto}
        disabled={disabled}
        onChange={(checked) => onChange('requiresPhoto', checked)}
      />
      <Switch
        label={F.requiresApproval}
        description={F.requiresApprovalHint}
        checked={requiresApproval}
        disabled={disabled}
        onChange={(checked) => onChange('requiresApproval', checked)}
      />
    </>
  );
}
