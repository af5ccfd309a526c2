import { createAppearanceStore } from '@portal/app-kit/appearance';

/**
 * The page's appearance (issue 12, ADR 029): created when the shell's entry module loads —
 * before the first paint and before React — from what this device remembers (localStorage
 * `appearanceSettings`), which it applies to the document at once (`lang`, `color-scheme`).
 * `GET /api/me` answers (the session check, the remotes' `onAppearance`) update it.
 */
export const shellAppearance = createAppearanceStore();
