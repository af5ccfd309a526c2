import { FormSwitch } from '@portal/app-kit/form';
import { saveFile } from '../../../lib/file-download';
import { deleteLinkSent, PRIVACY_MSG, PRIVACY_POLICY_PATH } from '@portal/contracts/messages';
import { saoPauloToday } from '@portal/domain';
import {
  Alert,
  Button,
  Card,
  Dialog,
  TextField,
  useToast,
  VisuallyHidden,
} from '@portal/design-system';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from '@portal/router';
import { api } from '../../../lib/api';
import { readApiError } from '../../../lib/api-error';
import { libCopy } from '../../../lib/copy';
import {
  fetchFamilyExport,
  useDeleteAccountMutation,
  useSendDeleteAccountLinkMutation,
} from '../api/settings-api';
import { settingsCopy as C } from '../copy';
import { useDispatch } from '@portal/app-kit';

const P = C.privacy;
const TOGGLES = [
  ['shareProgressWithFamily', P.shareProgressWithFamily, P.shareProgressWithFamilyHint],
  ['allowPhotoSharing', P.allowPhotoSharing, P.allowPhotoSharingHint],
  ['dataCollection', P.dataCollection, P.dataCollectionHint],
] as const;

/**
 * The privacy tab (spec 001 §2): three toggles saved with the footer, and the data box — the
 * full policy, the export of the family's data and the deletion of the account (LGPD).
 */
export function PrivacyTab({
  wrap,
  disabled,
  hasPassword,
}: {
  /** Puts the toggles inside the settings form. */
  wrap: (content: ReactNode) => ReactNode;
  disabled: boolean;
  /** False for a parent who signs in with Google or Apple: deletion by e-mailed link. */
  hasPassword: boolean;
}) {
  return (
    <div className="settings__grid">
      {wrap(
        <Card as="section" title={P.title}>
          <div className="parent-stack">
            {TOGGLES.map(([name, label, hint]) => (
              <FormSwitch
                key={name}
                name={`privacy.${name}`}
                label={label}
                description={hint}
                disabled={disabled}
              />
            ))}
          </div>
        </Card>,
      )}
      <DataBox hasPassword={hasPassword} />
    </div>
  );
}

function DataBox({ hasPassword }: { hasPassword: boolean }) {
  const toast = useToast();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportData() {
    setExporting(true);
    setExportError(null);
    try {
      const file = await fetchFamilyExport(saoPauloToday());
      saveFile(file.blob, file.filename);
      toast.show({ message: P.exported, tone: 'success' });
    } catch (error) {
      setExportError((error instanceof Error && error.message) || P.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card as="section" title={P.policyTitle}>
      <div className="parent-stack">
        <p className="parent-muted">{P.policyText}</p>
        {/* The policy is the portal's public page (issue 41); a new tab keeps the settings. */}
        <a
          href={PRIVACY_POLICY_PATH}
          target="_blank"
          rel="noopener"
          className="mesa-button mesa-button--secondary mesa-button--md"
        >
          {P.fullPolicy}
          <VisuallyHidden> {libCopy.opensInNewTab}</VisuallyHidden>
        </a>
        <Button
          variant="secondary"
          loading={exporting}
          loadingText={P.exporting}
          onClick={() => void exportData()}
        >
          {P.export}
        </Button>
        {exportError ? <Alert tone="danger">{exportError}</Alert> : null}
        <Button variant="danger" onClick={() => setDeleteOpen(true)}>
          {P.deleteAccount}
        </Button>
      </div>
      {deleteOpen && hasPassword ? (
        <DeleteAccountDialog onClose={() => setDeleteOpen(false)} />
      ) : null}
      {deleteOpen && !hasPassword ? (
        <DeleteByLinkDialog onClose={() => setDeleteOpen(false)} />
      ) : null}
    </Card>
  );
}

const DELETE_FORM_ID = 'settings-delete-account';

/**
 * 'Excluir conta': the password confirms it (`POST /api/family/delete`). On success the BFF
 * has ended the session: the cache is emptied and the parent goes to `/`, replacing history.
 */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  async function confirm(event: FormEvent) {
    // The dialog renders in a portal but its events still reach the settings form around it.
    event.preventDefault();
    event.stopPropagation();
    if (password === '') {
      setError(PRIVACY_MSG.passwordRequired);
      return;
    }
    const result = await deleteAccount({ password });
    if (result.error) {
      setError(readApiError(result.error).message || P.deleteFailed);
      return;
    }
    toast.show({ message: P.deleted, tone: 'success' });
    navigate('/', { replace: true });
    dispatch(api.util.resetApiState());
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={P.deleteTitle}
      description={P.deleteBody}
      footer={
        <div className="parent-actions">
          <Button variant="secondary" disabled={isLoading} onClick={onClose}>
            {C.cancel}
          </Button>
          <Button
            type="submit"
            form={DELETE_FORM_ID}
            variant="danger"
            loading={isLoading}
            loadingText={P.deleting}
          >
            {P.deleteConfirm}
          </Button>
        </div>
      }
    >
      <form id={DELETE_FORM_ID} noValidate onSubmit={(event) => void confirm(event)}>
        <TextField
          type="password"
          label={P.deletePassword}
          autoComplete="current-password"
          maxLength={128}
          value={password}
          error={error ?? undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}

/**
 * 'Excluir conta' for a parent without a password (Google/Apple, ADR 058): no password field;
 * a button e-mails a one-time link to the account's address, and the dialog says where it went.
 * The erasure happens only on the link's page, with its 'Excluir' button.
 */
function DeleteByLinkDialog({ onClose }: { onClose: () => void }) {
  const [sendLink, { isLoading }] = useSendDeleteAccountLinkMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setError(null);
    const result = await sendLink(undefined);
    if (result.error) {
      setSent(null);
      setError(readApiError(result.error).message || P.linkFailed);
      return;
    }
    setSent(deleteLinkSent(result.data.sentTo, result.data.expiresInMinutes));
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={P.deleteTitle}
      description={P.deleteBody}
      footer={
        <div className="parent-actions">
          <Button variant="secondary" disabled={isLoading} onClick={onClose}>
            {sent ? P.close : C.cancel}
          </Button>
          <Button
            variant={sent ? 'secondary' : 'danger'}
            loading={isLoading}
            loadingText={P.sendingLink}
            onClick={() => void send()}
          >
            {sent ? P.sendLinkAgain : P.sendLink}
          </Button>
        </div>
      }
    >
      <div className="parent-stack">
        <p className="parent-muted">{P.deleteByLink}</p>
        {sent ? (
          <Alert tone="success">
            <span className="settings__address-text">{sent}</span>
          </Alert>
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </div>
    </Dialog>
  );
}
