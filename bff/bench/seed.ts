import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import { children, user } from '../src/db/schema';

/** `count` children of `familyId` (each a child user), written in batches of 200. */
export async function seedChildren(db: Db, familyId: string, count: number, prefix: string) {
  const made: (typeof children.$inferSelect)[] = [];
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, i) => {
      const n = start + i + 1;
      return { id: randomUUID(), username: `${prefix}${n}`, name: `Criança ${prefix}${n}` };
    });
    await db.insert(user).values(
      batch.map((kid) => ({
        id: kid.id,
        name: kid.name,
        email: `${kid.username}.${familyId}@children.mesadinha.invalid`,
        emailVerified: true,
        role: 'child' as const,
        username: kid.username,
        familyId,
      })),
    );
    made.push(
      ...(await db
        .insert(children)
        .values(
          batch.map((kid) => ({
            familyId,
            userId: kid.id,
            name: kid.name,
            username: kid.username,
            age: 10,
          })),
        )
        .returning()),
    );
  }
  return made;
}
