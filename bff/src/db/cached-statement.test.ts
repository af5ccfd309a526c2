import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/keyset';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { openPglite, type DatabaseHandle, type Db } from './client';
import { slotsOf, statementCache } from './cached-statement';

/** A scratch table, created in each test's transaction (temporary: gone at its end). */
const notes = pgTable('cached_statement_notes', {
  id: uuid('id').primaryKey(),
  body: text('body'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  extra: jsonb('extra').$type<Record<string, unknown>>().notNull(),
});

const createNotes = sql`create temporary table cached_statement_notes (
  id uuid primary key, body text, at timestamptz not null, extra jsonb not null) on commit drop`;

type Note = typeof notes.$inferInsert;

/** Inserts `row` through `cache` and answers the row as stored (to_jsonb, as a completion does). */
function insertNote(cache: ReturnType<typeof statementCache>, tx: Db, row: Note) {
  const slots = slotsOf('n_', row);
  return cache.run(
    tx,
    slots.shape,
    () => sql`with n as (${tx.insert(notes).values(slots.slots).returning().getSQL()})
      select to_jsonb(n) as note from n`,
    slots.values,
  );
}

for (const driver of ['the test database', 'PGlite'] as const) {
  describe(`statements cached by shape, on ${driver}`, () => {
    let handle: TestDatabase | DatabaseHandle;
    let db: Db;

    beforeAll(async () => {
      if (driver === 'PGlite') {
        handle = await openPglite();
        db = handle.db;
      } else {
        const test = await createTestDatabase();
        handle = test;
        db = test.owner;
      }
    });
    afterAll(async () => {
      await ('destroy' in handle ? handle.destroy() : handle.close());
    });

    it('builds the text once per shape and runs it with each row’s own values', async () => {
      const cache = statementCache();
      const stored = await db.transaction(async (tx) => {
        await tx.execute(createNotes);
        const rows = [];
        for (const [n, body] of ['primeira', 'segunda', 'terceira'].entries()) {
          const result = await insertNote(cache, tx, {
            id: `00000000-0000-4000-8000-00000000000${n}`,
            body,
            at: new Date(Date.UTC(2026, 10, 27, 12, n)),
            extra: { n, tags: ['a', body] },
          });
          rows.push(rowsOf<{ note: unknown }>(result)[0]!.note);
        }
        return rows;
      });

      expect(cache.size).toBe(1);
      expect(
        stored.map((note) => {
          const row = (typeof note === 'string' ? JSON.parse(note) : note) as Record<
            string,
            unknown
          >;
          return [row.body, new Date(String(row.at)).toISOString(), row.extra];
        }),
      ).toEqual([
        ['primeira', '2026-11-27T12:00:00.000Z', { n: 0, tags: ['a', 'primeira'] }],
        ['segunda', '2026-11-27T12:01:00.000Z', { n: 1, tags: ['a', 'segunda'] }],
        ['terceira', '2026-11-27T12:02:00.000Z', { n: 2, tags: ['a', 'terceira'] }],
      ]);
    });

    it('keeps a null as a null, in a shape of its own, and leaves out what is undefined', async () => {
      const cache = statementCache();
      const bodies = await db.transaction(async (tx) => {
        await tx.execute(createNotes);
        const at = new Date();
        await insertNote(cache, tx, {
          id: '00000000-0000-4000-8000-0000000000a1',
          body: null,
          at,
          extra: {},
        });
        await insertNote(cache, tx, {
          id: '00000000-0000-4000-8000-0000000000a2',
          body: 'texto',
          at,
          extra: {},
        });
        await insertNote(cache, tx, {
          id: '00000000-0000-4000-8000-0000000000a3',
          body: undefined,
          at,
          extra: {},
        });
        const result = await tx.execute(sql`select body from cached_statement_notes order by id`);
        return rowsOf<{ body: string | null }>(result).map((row) => row.body);
      });

      expect(bodies).toEqual([null, 'texto', null]);
      expect(cache.size).toBe(3);
    });
  });
}
