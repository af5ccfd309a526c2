import type { ReportQuery } from '@portal/contracts/money-out';
import { saveFile } from '../../../lib/file-download';
import { Alert, Button, useToast } from '@portal/design-system';
import { useId, useState } from 'react';
import { fetchLedgerCsv } from '../api/reports-api';
import { reportsCopy as C } from '../copy';

/**
 * 'Baixar CSV': the ledger of the report's child and range (`GET /api/reports/ledger`, through
 * the app's API base with the session cookie) saved under the BFF's file name. A refusal shows
 * the BFF's message under the button (e.g. too many lines), else 'Não foi possível baixar o CSV.'.
 */
export function CsvDownload({ query }: { query: ReportQuery }) {
  const toast = useToast();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const file = await fetchLedgerCsv(query);
      saveFile(file.blob, file.filename);
      toast.show({ message: C.downloaded, tone: 'success' });
    } catch (failure) {
      setError((failure instanceof Error && failure.message) || C.downloadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="reports__download">
      <Button
        variant="secondary"
        loading={busy}
        loadingText={C.downloading}
        aria-describedby={hintId}
        onClick={() => void download()}
      >
        <span aria-hidden="true">⬇️</span> {C.download}
      </Button>
      <p id={hintId} className="parent-muted reports__download-hint">
        {C.downloadHint}
      </p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </div>
  );
}
