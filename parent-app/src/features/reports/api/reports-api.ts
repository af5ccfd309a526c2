import { endpointPath, fetchArgs } from '@portal/app-kit';
import { ReportResponseAnswer } from '@portal/contracts/answers';
import { exportLedgerCsv, getReport } from '@portal/contracts/endpoints/money-out';
import type { ReportQuery } from '@portal/contracts/money-out';
import { api } from '../../../lib/api';
import { apiAssetUrl } from '../../../lib/api-url';
import { fetchFile, type DownloadedFile } from '../../../lib/file-download';

/**
 * 'Relatórios' (issue 40): `getReport` (GET /api/reports for the family or one child over a
 * range), tagged `Reports`, which the event stream invalidates when money, submissions, goals
 * or children change, so an open report follows the family live.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query({
      query: (query: ReportQuery) => ({ ...fetchArgs(getReport, { query }), cache: 'no-store' }),
      responseSchema: ReportResponseAnswer,
      providesTags: ['Reports'],
    }),
  }),
});

export const { useGetReportQuery } = reportsApi;

export type LedgerFile = DownloadedFile;

/** The query string of a report's query (the keys the BFF reads; empty values left out). */
function searchOf(query: ReportQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') search.set(key, value);
  }
  return search.toString();
}

/**
 * `GET /api/reports/ledger` for the same child and range as the report: the CSV (UTF-8 with
 * BOM, ';', decimal comma) as a file, through the app's API base (the shell's `/api` proxy,
 * with the session cookie). Not through the store: a file is no cache entry. Throws an `Error`
 * whose message is the BFF's pt-BR `message` when it sent one.
 */
export function fetchLedgerCsv(query: ReportQuery): Promise<LedgerFile> {
  return fetchFile(
    `${apiAssetUrl(endpointPath(exportLedgerCsv))}?${searchOf(query)}`,
    'mesadinha-extrato.csv',
  );
}
