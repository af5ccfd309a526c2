import {
  fitSuggestionsToBudget,
  formatMoneyInput,
  isValidChildAge,
  parseMoney,
  suggestedWeeklyLimit,
} from '@portal/domain';
import { z } from 'zod';

/** One child card of 'Adicionar Filhos' as typed (text fields, money kept as text). */
export interface SetupRow {
  /** Stable React key and id prefix; not sent. */
  key: string;
  name: string;
  username: string;
  age: string;
  email: string;
  weeklyLimit: string;
  /** Set once the parent types a weekly limit: suggestions no longer overwrite it. */
  weeklyLimitEdited: boolean;
  pin: string;
}

let nextKey = 0;

/** A blank child card. */
export function newRow(): SetupRow {
  nextKey += 1;
  return {
    key: `child-${nextKey}`,
    name: '',
    username: '',
    age: '',
    email: '',
    weeklyLimit: '',
    weeklyLimitEdited: false,
    pin: '',
  };
}

/** The usernames typed in the cards other than `index` (trimmed, lowercased, blanks left out). */
export function usernamesBesides(rows: readonly SetupRow[], index: number): Set<string> {
  return new Set(
    rows
      .filter((_, at) => at !== index)
      .map((row) => row.username.trim().toLowerCase())
      .filter((username) => username !== ''),
  );
}

/** The typed age as a number when it is an allowed child age (9-18), else null. */
export function validAge(age: string): number | null {
  if (!/^\d+$/.test(age.trim())) return null;
  const value = Number(age);
  return isValidChildAge(value) ? value : null;
}

/** Centavos as the money input shows them: `3500` → `"35,00"`, `150000` → `"1.500,00"`. */
export function centavosToInputText(centavos: number): string {
  return formatMoneyInput(centavos);
}

/** The weekly limit in centavos, null while blank or unreadable (counts as 0 in the projection). */
export function weeklyLimitCentavos(row: SetupRow): number | null {
  return parseMoney(row.weeklyLimit);
}

/**
 * Fills the suggested weekly limit (spec 000 §5, `suggestedWeeklyLimit`) into every card with a
 * valid age whose limit the parent has not edited. It depends on the number of children, so it
 * runs again whenever a card is added or removed. The suggestions are scaled down to fit what
 * the budget leaves after the limits the parent typed (`fitSuggestionsToBudget`, issue 12), so
 * the parent can always finish with them.
 */
export function withSuggestions(rows: readonly SetupRow[], monthlyBudget: number): SetupRow[] {
  const suggested = rows.map((row) => {
    if (row.weeklyLimitEdited) return null;
    const age = validAge(row.age);
    if (age === null) return null;
    return suggestedWeeklyLimit({ monthlyBudget, childrenCount: rows.length, age });
  });
  // What the suggestions must leave room for: limits typed, and the text of cards without one.
  const fixed = rows.reduce(
    (sum, row, index) => (suggested[index] === null ? sum + (weeklyLimitCentavos(row) ?? 0) : sum),
    0,
  );
  const indexes = suggested.flatMap((value, index) => (value === null ? [] : [index]));
  const fitted = fitSuggestionsToBudget(
    indexes.map((index) => suggested[index]!),
    Math.floor(monthlyBudget / 4) - fixed,
  );
  const byIndex = new Map(indexes.map((index, at) => [index, fitted[at]!]));
  return rows.map((row, index) => {
    const value = byIndex.get(index);
    return value === undefined ? row : { ...row, weeklyLimit: centavosToInputText(value) };
  });
}

/**
 * The draft of 'Adicionar Filhos' kept in `sessionStorage` per family (issue 12: a reload in the
 * middle resumes where the parent was). PINs are never written (they are typed again after a
 * reload), nor is the consent tick (given again, on purpose, for what is sent). The tab's
 * session storage ends with the tab; the draft is removed once the setup is saved.
 */
const DraftRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  username: z.string(),
  age: z.string(),
  email: z.string(),
  weeklyLimit: z.string(),
  weeklyLimitEdited: z.boolean(),
});
const DraftSchema = z.object({ children: z.array(DraftRowSchema).min(1).max(5) });

export function draftKey(familyId: string): string {
  return `mesadinha:family-setup:${familyId}`;
}

/** Saves the cards without their PINs; storage errors (private mode, quota) are ignored. */
export function saveDraft(familyId: string, rows: readonly SetupRow[]): void {
  try {
    const children = rows.map(({ pin: _pin, ...row }) => row);
    sessionStorage.setItem(draftKey(familyId), JSON.stringify({ children }));
  } catch {
    // No draft then: the page still works.
  }
}

/** The saved cards (PINs blank), or null without a readable draft. */
export function loadDraft(familyId: string): SetupRow[] | null {
  try {
    const raw = sessionStorage.getItem(draftKey(familyId));
    if (!raw) return null;
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return parsed.data.children.map((row) => ({ ...row, key: newRow().key, pin: '' }));
  } catch {
    return null;
  }
}

export function clearDraft(familyId: string): void {
  try {
    sessionStorage.removeItem(draftKey(familyId));
  } catch {
    // Nothing to clear.
  }
}
