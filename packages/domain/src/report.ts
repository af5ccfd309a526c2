import { addDays, startOfWeek } from './calendar';

/*
 * Reports and the ledger export (issue 40): which São Paulo days a report covers, and how a
 * line of the CSV is written so that Excel in pt-BR opens it as it is (UTF-8 with BOM, ';',
 * decimal comma).
 */

/** The first and last São Paulo day of a report (both included). */
export interface ReportDays {
  from: string;
  to: string;
}

/**
 * The days of a report asked on `today`: 'week' from Sunday to today, 'month' from the 1st to
 * today, 'custom' the given days (validated by the contract).
 */
export function reportDays(
  range: 'week' | 'month' | 'custom',
  today: string,
  custom: Partial<ReportDays> = {},
): ReportDays {
  if (range === 'week') return { from: startOfWeek(today), to: today };
  if (range === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  if (!custom.from || !custom.to) throw new RangeError('a custom range needs from and to');
  return { from: custom.from, to: custom.to };
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Centavos as a pt-BR spreadsheet number: '-5,00', '1234,56' (no thousands separator). */
export function csvAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell of the CSV: quoted when it holds ';', '"' or a line break (quotes doubled), and
 * with a leading apostrophe when it starts like a formula ('=', '+', '-', '@', tab, CR), so a
 * child's name or a description never runs as one in a spreadsheet (OWASP "CSV injection").
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line of cells already written, ended by CRLF (RFC 4180, as Excel writes). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(';')}\r\n`;
}

/** The byte order mark that makes Excel read the file as UTF-8. */
export const CSV_BOM = '\ufeff';
