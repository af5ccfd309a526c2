/**
 * Usernames suggested for a child (issue 41): from the name the parent types, and the variants
 * offered when a username is taken. The username rules themselves (3-30 of a-z, 0-9, `.`, `-`,
 * `_`; spec 000 §5) are the contracts'; these are mirrored here (no import allowed).
 */

/** Fewest characters of a username. */
const USERNAME_MIN = 3;
/** Most characters of a username (contracts' `USERNAME_MAX`). */
const USERNAME_MAX = 30;
/** How many variants {@link usernameVariants} lists by default: `lia`, `lia2` … `lia20`. */
export const USERNAME_VARIANTS = 20;

/** The words of a name as username characters: no accents, lowercase, a-z and 0-9 only. */
function usernameWords(name: string): string[] {
  return (
    name
      .normalize('NFD')
      // Combining marks (the accents NFD took apart): 'ã' → 'a', 'ç' → 'c'.
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[æ]/g, 'ae')
      .replace(/[œ]/g, 'oe')
      .replace(/[ø]/g, 'o')
      .split(/[^a-z0-9]+/)
      .filter((word) => word !== '')
  );
}

/**
 * The username suggested for a child's name: the first name without accents, lowercase
 * ('Lia Souza' → 'lia', 'João Pedro' → 'joao'); a first name shorter than 3 letters takes the
 * next word after a dot ('Bo Lima' → 'bo.lima'). Null when the name gives no username of at
 * least 3 characters (blank, 'Lu', only symbols or letters of other scripts).
 */
export function suggestedUsername(name: string): string | null {
  const words = usernameWords(name);
  let username = words[0] ?? '';
  for (const word of words.slice(1)) {
    if (username.length >= USERNAME_MIN) break;
    username = `${username}.${word}`;
  }
  username = username.slice(0, USERNAME_MAX).replace(/\.+$/, '');
  return username.length >= USERNAME_MIN ? username : null;
}

/**
 * `username` and its numbered variants in the order they are offered: `lia`, `lia2`, `lia3`,
 * … (`count` in all), each cut to fit 30 characters. A username ending in a number counts on
 * from it (`lia2` → `lia2`, `lia3`, …), so asking about a variant offers the next ones.
 */
export function usernameVariants(username: string, count = USERNAME_VARIANTS): string[] {
  const match = /^(.*[^0-9])([0-9]+)$/.exec(username);
  const stem = match?.[1] ?? username;
  let n = match?.[2] ? Number(match[2]) : 1;
  const variants = new Set([username]);
  while (variants.size < count) {
    n += 1;
    // Zero-padded to the minimum length: '.00' goes on as '.01', not '.1'.
    const suffix = String(n).padStart(USERNAME_MIN - Math.min(stem.length, USERNAME_MIN), '0');
    variants.add(`${stem.slice(0, USERNAME_MAX - suffix.length)}${suffix}`);
  }
  return [...variants];
}
