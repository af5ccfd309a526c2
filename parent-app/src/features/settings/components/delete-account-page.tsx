import { useDispatch } from '@portal/app-kit';
import { PRIVACY_MSG } from '@portal/contracts/messages';
import { Alert, Button, Card, PageLayout, useToast } from '@portal/design-system';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '@portal/router';
import { api } from '../../../lib/api';
import { readApiError } from '../../../lib/api-error';
import { BackLink } from '../../../lib/back-link';
import { ParentNav } from '../../../lib/parent-nav';
import { useConfirmDeleteAccountMutation } from '../api/settings-api';
import { settingsCopy as C } from '../copy';

const D = C.deletePage;
const PRIVACY_TAB = '/parent/settings?tab=privacy';

/**
 * `/parent/delete-account?token=…` (ADR 058): where the e-mailed deletion link of a parent
 * without a password opens. Opening it erases nothing; the explicit 'Excluir' does, with the
 * signed-in parent's session (the shell sends a signed-out visitor to the login and back here).
 * Once erased, the cache is emptied and the parent goes to `/`, replacing history.
 */
export function DeleteAccountPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const toast = useToast();
  const [confirmDelete, { isLoading }] = useConfirmDeleteAccountMutation();
  const [error, setError] = useState<string | null>(token ? null : PRIVACY_MSG.deleteLinkInvalid);

  async function erase() {
    setError(null);
    const result = await confirmDelete({ token });
    if (result.error) {
      setError(readApiError(result.error).message || D.failed);
      return;
    }
    toast.show({ message: C.privacy.deleted, tone: 'success' });
    navigate('/', { replace: true });
    dispatch(api.util.resetApiState());
  }

  return (
    <PageLayout
      title={D.title}
      nav={<ParentNav active="settings" />}
      back={<BackLink to={PRIVACY_TAB} label={C.backToSettings} />}
    >
      <Card as="section" title={D.heading}>
        <div className="parent-stack">
          <p>{C.privacy.deleteBody}</p>
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <div className="parent-actions">
            <Button variant="secondary" disabled={isLoading} onClick={() => navigate(PRIVACY_TAB)}>
              {D.keep}
            </Button>
            <Button
              variant="danger"
              disabled={!token}
              loading={isLoading}
              loadingText={D.deleting}
              onClick={() => void erase()}
            >
              {D.confirm}
            </Button>
          </div>
        </div>
      </Card>
    </PageLayout>
  );
}
