import { PixKeyForm } from '@portal/app-kit/pix/form';
import type { ChildPublic } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import type { PixKey } from '@portal/contracts/pix';
import { useToast } from '@portal/design-system';
import { readApiError } from '../../../lib/api-error';
import { usePutPixKeyMutation } from '../api/pix-key-api';
import { settingsCopy as C } from '../copy';
import { pixKeyIds } from './pix-key-ids';

/**
 * The parent's form of a child's Pix key (issue 40): the kit's `PixKeyForm` (the contracts'
 * `PixKeyInputSchema`) saving with `PUT /api/children/{id}/pix-key`. Loaded when it opens.
 */
export function ChildPixKeyForm({
  child,
  pixKey,
  onDone,
}: {
  child: Pick<ChildPublic, 'id' | 'name'>;
  pixKey: PixKey | null;
  onDone: () => void;
}) {
  const toast = useToast();
  const [save] = usePutPixKeyMutation();
  return (
    <PixKeyForm
      label={C.pixKey.formLabel(child.name)}
      pixKey={pixKey}
      idPrefix={pixKeyIds(child.id).base}
      className="settings__child-form"
      actionsClassName="parent-actions"
      onDone={onDone}
      onSave={async (body) => {
        const result = await save({ childId: child.id, body });
        if (result.error) return readApiError(result.error);
        toast.show({ message: MSG.pixKey.saved, tone: 'success' });
        return null;
      }}
    />
  );
}
