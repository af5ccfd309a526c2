import { z } from 'zod';

/*
 * Its own module, not settings.ts: GET /api/me carries the appearance, and every signed-in
 * first visit reads /api/me — without building the settings forms' schemas (ADR 042).
 */

/** Family appearance: theme, language, currency (spec 001 §2 "Family tab"). */
export const AppearanceSchema = z.object({
  theme: z.enum(['light', 'dark', 'auto']),
  language: z.enum(['pt-BR', 'en-US', 'es-ES']),
  currency: z.enum(['BRL', 'USD', 'EUR']),
});
export type Appearance = z.infer<typeof AppearanceSchema>;

/** Default appearance: light, pt-BR, BRL (spec 001 §9). */
export const DEFAULT_APPEARANCE: Appearance = {
  theme: 'light',
  language: 'pt-BR',
  currency: 'BRL',
};
