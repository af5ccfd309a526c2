import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { rowsOf } from '../lib/keyset';
import type { Db } from '../db/client';
import type { AppBindings } from '../lib/app-types';
import { ApiError } from '../lib/errors';

/** A fixed window: at most `max` requests per `window` seconds. */
export interface RateRule {
  window: number;
  max: number;
}

/** Outcome of one counted request. */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts one request for `key` in better-auth's `rate_limit` table (one atomic upsert, shared
 * by every BFF instance) and says whether it is within `rule`. Keys of the BFF's own routes
 * start with `bff:` so they never collide with better-auth's `<ip>|<path>` keys.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule): Promise<RateDecision> {
  const now = Date.now();
  const windowStart = now - rule.window * 1000;
  const result = await db.execute<{ count: number; last_request: number | string }>(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${windowStart} then ${now} else rate_limit.last_request end
    returning count, last_request`);
  const rows = rowsOf<{ count: number; last_request: number | string }>(result);
  const row = rows[0];
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const started = Number(row.last_request);
  const allowed = Number(row.count) <= rule.max;
  return {
    allowed,
    retryAfterSeconds: allowed
      ? 0
      : Math.max(1, Math.ceil((started + rule.window * 1000 - now) / 1000)),
  };
}

/** pt-BR text of a 429 from the BFF's own limits. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Muitas tentativas. Aguarde um pouco e tente novamente.';

/**
 * Counts one request of the signed-in account for `name` and answers 429 `RATE_LIMITED` with a
 * `Retry-After` over `rule` (limits that follow the account whatever address it comes from).
 */
export async function limitPerAccount(
  c: Context<AppBindings>,
  name: string,
  rule: RateRule,
): Promise<void> {
  const userId = c.var.actor?.userId ?? 'anonymous';
  const decision = await consumeRateLimit(c.var.db.db, `bff:${name}|${userId}`, rule);
  if (!decision.allowed) {
    c.header('Retry-After', String(decision.retryAfterSeconds));
    throw new ApiError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE);
  }
}

/**
 * Route middleware: limits one route per client address (as resolved by the BFF, never from a
 * client-chosen header). Over the limit: 429 `RATE_LIMITED` with a `Retry-After` header.
 */
export function rateLimitByIp(name: string, rule: RateRule) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const ip = c.var.clientIp ?? 'unknown';
    const decision = await consumeRateLimit(c.var.db.db, `bff:${name}|${ip}`, rule);
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      throw new ApiError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE);
    }
    await next();
  });
}
