import {
  centavosToDecimalString,
  isValidChildAge,
  parseMoney,
  suggestedWeeklyLimit,
} from '@portal/domain';

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

/** The typed age as a number when it is an allowed child age (9-18), else null. */
export function validAge(age: string): number | null {
  if (!/^\d+$/.test(age.trim())) return null;
  const value = Number(age);
  return isValidChildAge(value) ? value : null;
}

/** Centavos as the money input shows them: `3500` → `"35,00"`. */
export function centavosToInputText(centavos: number): string {
  return centavosToDecimalString(centavos).replace('.', ',');
}

/** The weekly limit in centavos, null while blank or unreadable (counts as 0 in the projection). */
export function weeklyLimitCentavos(row: SetupRow): number | null {
  return parseMoney(row.weeklyLimit);
}

/**
 * Fills the suggested weekly limit (spec 000 §5, `suggestedWeeklyLimit`) into every card with a
 * valid age whose limit the parent has not edited. It depends on the number of children, so it
 * runs again whenever a card is added or removed.
 */
export function withSuggestions(rows: readonly SetupRow[], monthlyBudget: number): SetupRow[] {
  return rows.map((row) => {
    if (row.weeklyLimitEdited) return row;
    const age = validAge(row.age);
    if (age === null) return row;
    const suggestion = suggestedWeeklyLimit({ monthlyBudget, childrenCount: rows.length, age });
    return suggestion === null ? row : { ...row, weeklyLimit: centavosToInputText(suggestion) };
  });
}
