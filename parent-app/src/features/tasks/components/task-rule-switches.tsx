import { FormSwitch } from '@portal/app-kit/form';
import { tasksCopy as C } from '../copy';

const F = C.fields;

/** The two rules both task forms offer, wired to the surrounding form: photo proof and approval. */
export function TaskRuleSwitches({ disabled }: { disabled: boolean }) {
  return (
    <>
      <FormSwitch
        name="requiresPhoto"
        label={F.requiresPhoto}
        description={F.requiresPhotoHint}
        disabled={disabled}
      />
      <FormSwitch
        name="requiresApproval"
        label={F.requiresApproval}
        description={F.requiresApprovalHint}
        disabled={disabled}
      />
    </>
  );
}
