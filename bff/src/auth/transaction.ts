import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client';

/** Work deferred until the surrounding transaction has committed (e.g. sending e-mail). */
type AfterCommit = () => Promise<void>;

interface ActiveTransaction {
  tx: Db;
  afterCommit: AfterCommit[];
}

/**
 * Lets better-auth's own queries join a transaction that a BFF route opened.
 *
 * better-auth keeps one database handle for its whole life, so it is given `db`: a proxy that
 * forwards every call to the transaction currently open in this async context (or to the root
 * database when there is none). `run` opens that transaction. Inside it, `auth.api.*` calls
 * and the route's own `tx` queries commit or roll back together — how sign-up creates the
 * user, its password account, the family and its limits as one unit (verified in the
 * better-auth research, exp2/exp5: a forced error leaves no rows).
 */
export interface TransactionScope {
  /** The database to give to better-auth's drizzle adapter. */
  db: Db;
  /** Runs `fn` in one transaction that better-auth's queries join; returns its result. */
  run<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `task` after the current transaction commits (never if it rolls back), or right
   * away outside a transaction. Errors of deferred tasks are passed to `onError`.
   */
  afterCommit(task: AfterCommit): Promise<void>;
}

/** Builds the transaction scope of one database. */
export function createTransactionScope(
  root: Db,
  onError: (error: unknown) => void = () => {},
): TransactionScope {
  const store = new AsyncLocalStorage<ActiveTransaction>();
  const db = new Proxy(root, {
    get(target, prop) {
      const active = store.getStore()?.tx ?? target;
      const value: unknown = Reflect.get(active, prop, active);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(active)
        : value;
    },
  });
  return {
    db,
    async run(fn) {
      const afterCommit: AfterCommit[] = [];
      const result = await root.transaction((tx) =>
        store.run({ tx: tx as unknown as Db, afterCommit }, () => fn(tx as unknown as Db)),
      );
      for (const task of afterCommit) {
        try {
          await task();
        } catch (error) {
          onError(error);
        }
      }
      return result;
    },
    async afterCommit(task) {
      const active = store.getStore();
      if (active) {
        active.afterCommit.push(task);
        return;
      }
      await task();
    },
  };
}
