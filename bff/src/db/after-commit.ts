import type { Db } from './client';

/** What runs once a transaction has committed (never when it rolls back). */
type Task = () => void;

/** The open transactions of tracked databases: their root database and their deferred work. */
const open = new WeakMap<object, { root: Db; tasks: Task[] }>();
/** The databases opened by client.ts, whose transactions are tracked. */
const roots = new WeakSet<object>();

/**
 * Makes `db.transaction` (and a savepoint's `tx.transaction` inside it) remember its `tx`, so
 * {@link commitScopeOf} can run work after the COMMIT. Called once on every database
 * client.ts opens (ADR 052: events are published after commit).
 */
export function trackCommits(db: Db): Db {
  // The outermost transaction runs its work once committed.
  wrapTransaction(db, db, (tasks) => {
    for (const task of tasks) task();
  });
  roots.add(db);
  return db;
}

/**
 * Replaces `target.transaction` by one that registers each `tx` it opens (and, inside it, the
 * savepoints: their work joins `tx`'s only once released) and hands the work to `done` once
 * it succeeded; on a rollback it is dropped.
 */
function wrapTransaction(target: Db, root: Db, done: (tasks: Task[]) => void): void {
  const begin = target.transaction.bind(target);
  const wrapped: Db['transaction'] = async (body, config) => {
    const tasks: Task[] = [];
    let opened: object | undefined;
    try {
      const result = await begin((tx) => {
        opened = tx;
        open.set(tx, { root, tasks });
        wrapTransaction(tx as unknown as Db, root, (own) => tasks.push(...own));
        return body(tx);
      }, config);
      done(tasks);
      return result;
    } finally {
      // A late call with this `tx` (not awaited inside it) then fails on the ended
      // transaction instead of queueing work that would never run.
      if (opened) open.delete(opened);
    }
  };
  Object.defineProperty(target, 'transaction', { value: wrapped, configurable: true });
}

/**
 * Where work on `db` lands: `transaction` (run `task` after its COMMIT, with the database it
 * belongs to), `root` (a database opened by client.ts outside any transaction: each statement
 * has committed when it answers) or `unknown` (a handle this module never saw).
 */
export function commitScopeOf(
  db: Db,
):
  | { kind: 'transaction'; root: Db; defer(task: Task): void }
  | { kind: 'root' }
  | { kind: 'unknown' } {
  const active = open.get(db);
  if (active)
    return { kind: 'transaction', root: active.root, defer: (task) => active.tasks.push(task) };
  return roots.has(db) ? { kind: 'root' } : { kind: 'unknown' };
}
