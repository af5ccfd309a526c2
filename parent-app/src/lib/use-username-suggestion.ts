import { suggestedUsername, usernameVariants } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { libCopy as C } from './copy';
import { useLazyCheckUsernameQuery } from './session-api';

/** Pause in typing the name before the suggestion is checked with the BFF. */
export const USERNAME_CHECK_DELAY_MS = 400;

export interface UsernameSuggestionOptions {
  /** Writes the username field (a suggestion, not the parent's own edit). */
  setUsername: (username: string) => void;
  /** Usernames the form already gives other children (other cards, the family's children). */
  takenHere: () => ReadonlySet<string>;
  /** What the fields hold when the form opens (a restored draft): an own username stays. */
  initial?: { name: string; username: string };
}

export interface UsernameSuggestion {
  /** Tell it each change of the child's name. */
  onNameChange: (name: string) => void;
  /** Tell it each change the parent makes to the username: suggestions stop (until cleared). */
  onUsernameChange: (username: string) => void;
  /** Hint for the username field while it holds a suggestion, else null. */
  hint: string | null;
}

/**
 * The username suggested from the child's name (issue 41): as the parent types the name, the
 * username follows (`suggestedUsername`: 'Lia Souza' → 'lia'), skipping the ones other cards
 * use; after a pause the BFF says whether it is free in every family, and a taken one is
 * replaced by the first free variant it proposes ('lia2'). Once the parent types a username of
 * their own, the name no longer changes it; clearing the username lets the name suggest again.
 * The BFF still refuses a taken username on creation.
 */
export function useUsernameSuggestion({
  setUsername,
  takenHere,
  initial,
}: UsernameSuggestionOptions): UsernameSuggestion {
  const [check] = useLazyCheckUsernameQuery();
  const [hint, setHint] = useState<string | null>(null);
  const edited = useRef(
    initial !== undefined &&
      initial.username !== '' &&
      initial.username !== suggestedUsername(initial.name),
  );
  // The suggestion waiting for its check; a newer name (or an own edit) makes an answer stale.
  const waiting = useRef<{ base: string | null; timer?: ReturnType<typeof setTimeout> }>({
    base: null,
  });
  useEffect(() => {
    const current = waiting.current;
    return () => {
      clearTimeout(current.timer);
      // An answer still on its way finds nothing waiting for it.
      current.base = null;
    };
  }, []);

  function firstFree(candidates: readonly string[]): string | null {
    const taken = takenHere();
    return candidates.find((candidate) => !taken.has(candidate)) ?? null;
  }

  async function confirm(base: string) {
    const answer = await check({ username: base });
    if (edited.current || waiting.current.base !== base || !answer.data) return;
    const free = firstFree(answer.data.suggestions);
    // Nothing free among the variants: the local suggestion stays; the creation says why.
    if (free === null) return;
    setUsername(free);
    setHint(free === base ? C.usernameSuggested : C.usernameVariant(base, free));
  }

  function onNameChange(name: string) {
    if (edited.current) return;
    clearTimeout(waiting.current.timer);
    const base = suggestedUsername(name);
    waiting.current.base = base;
    if (base === null) {
      setUsername('');
      setHint(null);
      return;
    }
    setUsername(firstFree(usernameVariants(base)) ?? base);
    setHint(C.usernameSuggested);
    waiting.current.timer = setTimeout(() => void confirm(base), USERNAME_CHECK_DELAY_MS);
  }

  function onUsernameChange(username: string) {
    edited.current = username !== '';
    clearTimeout(waiting.current.timer);
    waiting.current.base = null;
    setHint(null);
  }

  return { onNameChange, onUsernameChange, hint };
}
