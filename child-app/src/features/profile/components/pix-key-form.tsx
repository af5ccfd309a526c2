import { readApiError } from '@portal/app-kit';
import { PixKeyForm } from '@portal/app-kit/pix/form';
import { MSG } from '@portal/contracts/messages';
import type { PixKey } from '@portal/contracts/pix';
import { useToast } from '@portal/design-system';
import { usePutOwnPixKeyMutation } from '../api/money-api';
import { profileCopy } from './copy';

/** The child's own Pix key form (issue 40): the kit's, saving with `PUT /api/child/pix-key`. */
export function OwnPixKeyForm({
  childId,
  pixKey,
  onDone,
}: {
  childId: string;
  pixKey: PixKey | null;
  onDone: () => void;
}) {
  const toast = useToast();
  const [save] = usePutOwnPixKeyMutation();
  return (
    <PixKeyForm
      label={profileCopy.pixKey.formLabel}
      pixKey={pixKey}
      idPrefix="child-profile-pix"
      className="child-profile__pix-form"
      actionsClassName="child-profile__pix-actions"
      onDone={onDone}
      onSave={async (body) => {
        const result = await save({ childId, body });
        if (result.error) return readApiError(result.error);
        toast.show({ message: MSG.pixKey.saved, tone: 'success' });
        return null;
      }}
    />
  );
}
