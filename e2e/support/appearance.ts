import postgres from 'postgres';
import { E2E_DATABASE_URL_VAR } from './bff';

/** A family's appearance as `families.appearance` stores it (contracts `Appearance`). */
export interface StoredAppearance {
  theme: 'light' | 'dark' | 'auto';
  language: 'pt-BR' | 'en-US' | 'es-ES';
  currency: 'BRL' | 'USD' | 'EUR';
}

/** Whether specs can write the e2e database directly (real PostgreSQL, not PGlite). */
export const canWriteDatabase = (): boolean => Boolean(process.env[E2E_DATABASE_URL_VAR]);

/**
 * Sets the appearance of the family whose parent has `parentEmail`, straight in the e2e
 * database (issue 12: the settings screen that changes it is another helper's; `PATCH
 * /api/family` emits `family.changed`, this does not — pages read it on their next /api/me).
 */
export async function setFamilyAppearance(
  parentEmail: string,
  appearance: StoredAppearance,
): Promise<void> {
  const url = process.env[E2E_DATABASE_URL_VAR];
  if (!url) throw new Error('setFamilyAppearance needs the e2e PostgreSQL database');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`
      update families set appearance = ${sql.json(appearance as never)}
      where parent_email = ${parentEmail} returning id`;
    if (rows.length !== 1) throw new Error(`no family of ${parentEmail}`);
  } finally {
    await sql.end();
  }
}
