import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_OPTIONS } from './client';
import * as schema from './schema';
import { children, user } from './schema';

/** A copy of the migrations folder with only the first `count` migrations in its journal. */
function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'mesadinha-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0003: child usernames unique across families (ADR 016)', () => {
  it('keeps the oldest child of a shared username and renames the later ones, also on the user row', async () => {
    const client = await PGlite.create(PGLITE_OPTIONS);
    const db = drizzle({ client, schema });
    try {
      await migrate(db, { migrationsFolder: migrationsUpTo(3) });
      const addChild = async (family: string, username: string, createdAt: string) => {
        const userId = `${family}-${username}`;
        await db.insert(user).values({ id: userId, name: username, email: `${userId}@x.com` });
        // Plain SQL: the schema module describes the newest tables, not those of migration 3.
        await client.query(
          'insert into children (family_id, user_id, username, age, created_at) values ($1, $2, $3, 10, $4)',
          [family, userId, username, createdAt],
        );
      };
      for (const family of ['f1', 'f2', 'f3']) {
        await db.insert(user).values({ id: family, name: family, email: `${family}@x.com` });
        // Plain SQL too: the families of migration 3 have none of the later columns.
        await client.query(
          'insert into families (id, name, parent_name, parent_email) values ($1, $1, $1, $2)',
          [family, `${family}@x.com`],
        );
      }
      await addChild('f1', 'ana', '2025-01-01T00:00:00Z');
      await addChild('f2', 'ana', '2025-02-01T00:00:00Z');
      await addChild('f3', 'ana', '2025-03-01T00:00:00Z');
      // The first free suffix is taken by another child: the next one is used.
      await addChild('f1', 'ana-2', '2025-04-01T00:00:00Z');
      await addChild('f2', 'bruno', '2025-01-01T00:00:00Z');

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const rows = await db
        .select({ family: children.familyId, username: children.username })
        .from(children)
        .orderBy(asc(children.familyId), asc(children.username));
      expect(rows).toEqual([
        { family: 'f1', username: 'ana' },
        { family: 'f1', username: 'ana-2' },
        { family: 'f2', username: 'ana-3' },
        { family: 'f2', username: 'bruno' },
        { family: 'f3', username: 'ana-4' },
      ]);
      const [renamedUser] = await db.select().from(user).where(eq(user.id, 'f2-ana'));
      expect(renamedUser?.username).toBe('ana-3');
      // From now on the database itself refuses a username another family has.
      await expect(addChild('f3', 'bruno', '2025-05-01T00:00:00Z')).rejects.toThrow();
    } finally {
      await client.close();
    }
  }, 60_000);
});
