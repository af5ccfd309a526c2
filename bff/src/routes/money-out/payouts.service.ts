import {
  MSG,
  PIX_KEY_SELF_SERVICE_AGE,
  payoutDescription,
  releasedLedgerType,
  type PayoutInput,
  type PayoutResponse,
  type PixChargeResponse,
  type PixKey,
  type PixKeyInput,
} from '@portal/contracts';
import { formatMoney, staticPixBrCode } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { jsonValue, rowFromJson } from '../../db/row-json';
import { children, pixKeys, transactions } from '../../db/schema';
import type { ChildRow } from '../../lib/child-public';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { notifyEvent } from '../../lib/events/event-hub';
import { isUuid } from '../../lib/keyset';
import { lockChild, toChildProgress, writeMovement } from '../../lib/ledger/ledger';
import { claimKey, storeAnswer } from '../goals/goals.idempotency';
import { savableBalance } from '../goals/goals.service';

/*
 * Money out (issue 40, ADR 070): a parent records paying the child, in cash or by Pix, as a
 * `payout` ledger line ('Saque'). The portal never moves money: it records what the parent did
 * and, for Pix, hands the parent a static BR Code to pay in the bank's own app.
 */

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/** The parent who pays. */
export interface PayoutCaller {
  familyId: string;
  userId: string;
}

/** A payout's answer and status (a replay answers the first one's). */
export interface PayoutResult {
  status: 201;
  body: PayoutResponse;
}

type PayoutLine = typeof transactions.$inferSelect;

function toPayout(line: PayoutLine, method: 'cash' | 'pix'): PayoutResponse['payout'] {
  return {
    id: line.id,
    type: releasedLedgerType(line.type),
    kind: line.type,
    description: line.description,
    amount: line.amountCents,
    balanceAfter: line.balanceAfterCents,
    taskId: line.taskId,
    goalId: line.goalId,
    createdAt: line.createdAt.toISOString(),
    method,
  };
}

/**
 * What the child may be paid now: the balance less the rewards still waiting for a review (a
 * rejection takes those back, and the balance may never go below zero).
 */
export async function payableBalance(tx: Db, child: ChildRow): Promise<number> {
  return savableBalance(tx, child);
}

/** The refusal of a payout of `amount` from a child who may be paid `payable` of `balance`. */
function overBalance(amount: number, payable: number, balance: number): ApiError | null {
  if (amount <= payable) return null;
  if (payable === 0) {
    return balance > 0
      ? new ApiError(409, 'PAYOUT_BALANCE_AWAITING_REVIEW', MSG.payout.awaitingReview)
      : new ApiError(409, 'PAYOUT_NO_BALANCE', MSG.payout.noBalance);
  }
  const message = `${MSG.payout.overBalance} Disponível: ${formatMoney(payable)}.`;
  return new ApiError(409, 'PAYOUT_OVER_BALANCE', message, [{ path: ['amount'], message }]);
}

/**
 * `POST /api/children/{id}/payouts` as ONE transaction: lock the child (movements of one child
 * queue here, so two payouts for the whole balance run one after the other and the second finds
 * nothing left), claim the Idempotency-Key (a replay answers the first answer and moves
 * nothing), check the amount against the payable balance read after the lock, append the
 * `payout` line, announce balance.changed on commit and store the answer under the key.
 */
export async function recordPayout(
  db: Db,
  caller: PayoutCaller,
  childId: string,
  input: PayoutInput,
  key: string | null,
  now: Date = new Date(),
): Promise<PayoutResult> {
  if (!isUuid(childId)) throw notFound();
  const request = { method: 'POST', path: `/children/${childId}/payouts`, body: input };
  return db.transaction(async (tx) => {
    const child = await lockChild(tx, caller.familyId, childId);
    if (!child) throw notFound();
    const keyed = key ? { ...request, scope: caller.userId, key } : null;
    if (keyed) {
      const earlier = await claimKey<PayoutResponse>(tx, keyed);
      if (earlier) return { status: 201, body: earlier.body };
    }
    const refusal = overBalance(input.amount, await payableBalance(tx, child), child.balanceCents);
    if (refusal) throw refusal;
    const moved = await writeMovement(tx, child, {
      at: now,
      entry: {
        type: 'payout',
        amountCents: -input.amount,
        description: payoutDescription(input.method),
        source: 'parent_app',
        createdBy: caller.userId,
        createdAt: now,
        // The ledger's own guard too: one line per key and child, whatever the scope.
        idempotencyKey: key ? `payout:${key}` : null,
        metadata: {
          type: 'payout',
          method: input.method,
          ...(input.txid ? { txid: input.txid } : {}),
        },
      },
      // The line it appends, read back in the same statement.
      also: { line: sql`select * from l` },
    });
    const updated = moved.child;
    const line = rowFromJson(transactions, jsonValue(moved.written.line));
    const body: PayoutResponse = {
      payout: toPayout(line, input.method),
      child: toChildProgress(updated, now),
    };
    await notifyEvent(tx, { type: 'balance.changed', familyId: caller.familyId, childId });
    if (keyed) await storeAnswer(tx, keyed, { status: 201, body });
    return { status: 201, body };
  });
}

/** The one way a Pix key leaves the BFF. */
export function toPixKey(row: typeof pixKeys.$inferSelect): PixKey {
  return {
    type: row.keyType,
    key: row.keyValue,
    city: row.city,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The child `childId` of `familyId`, or a 404 (a malformed id, another family's child). */
async function childOf(db: Db, familyId: string, childId: string): Promise<ChildRow> {
  if (!isUuid(childId)) throw notFound();
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.familyId, familyId)));
  if (!row) throw notFound();
  return row;
}

/** The child's Pix key, or null. */
export async function readPixKey(
  db: Db,
  familyId: string,
  childId: string,
): Promise<PixKey | null> {
  const child = await childOf(db, familyId, childId);
  const [row] = await db.select().from(pixKeys).where(eq(pixKeys.childId, child.id));
  return row ? toPixKey(row) : null;
}

/** Stores (replaces) the child's Pix key; `by` is the parent, or the child itself. */
export async function savePixKey(
  db: Db,
  familyId: string,
  childId: string,
  input: PixKeyInput,
  by: { userId: string; self: boolean },
  now: Date = new Date(),
): Promise<PixKey> {
  const child = await childOf(db, familyId, childId);
  // A teenager may keep its own key; a younger child's is the parent's to set.
  if (by.self && child.age < PIX_KEY_SELF_SERVICE_AGE) {
    throw new ApiError(403, 'PIX_KEY_TOO_YOUNG', MSG.pixKey.tooYoung);
  }
  const values = {
    childId: child.id,
    familyId,
    keyType: input.type,
    keyValue: input.key,
    city: input.city,
    updatedBy: by.userId,
    updatedAt: now,
  };
  const [row] = await db
    .insert(pixKeys)
    .values(values)
    .onConflictDoUpdate({ target: pixKeys.childId, set: values })
    .returning();
  await notifyEvent(db, { type: 'children.changed', familyId });
  return toPixKey(row!);
}

/** Removes the child's Pix key (nothing to remove is fine: DELETE is idempotent). */
export async function removePixKey(db: Db, familyId: string, childId: string): Promise<void> {
  const child = await childOf(db, familyId, childId);
  await db.delete(pixKeys).where(eq(pixKeys.childId, child.id));
  await notifyEvent(db, { type: 'children.changed', familyId });
}

/** Letters and digits of a txid: 'MESADA' + 19 random ones (25, the manual's maximum). */
const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newTxid(): string {
  const bytes = randomBytes(19);
  let out = 'MESADA';
  for (const byte of bytes) out += TXID_ALPHABET[byte % TXID_ALPHABET.length];
  return out;
}

/**
 * `GET /api/children/{id}/pix-charge?amount=`: a static BR Code paying `amount` to the child's
 * key, named after the child (upper-case ASCII, ≤ 25) in the key's city or 'BRASIL' (≤ 15),
 * with a fresh txid. The amount must be payable now (the same check as the payout's); nothing
 * is recorded until the parent confirms with a payout of method 'pix'.
 */
export async function pixCharge(
  db: Db,
  familyId: string,
  childId: string,
  amount: number,
): Promise<PixChargeResponse> {
  const child = await childOf(db, familyId, childId);
  const [row] = await db.select().from(pixKeys).where(eq(pixKeys.childId, child.id));
  if (!row) throw new ApiError(409, 'PIX_KEY_MISSING', MSG.payout.pixKeyMissing);
  const refusal = overBalance(amount, await payableBalance(db, child), child.balanceCents);
  if (refusal) throw refusal;
  const txid = newTxid();
  const merchantName = child.name.toLocaleUpperCase('pt-BR');
  const merchantCity = (row.city ?? 'BRASIL').toLocaleUpperCase('pt-BR');
  const brCode = staticPixBrCode({
    key: row.keyValue,
    amountCents: amount,
    merchantName,
    merchantCity,
    txid,
  });
  return {
    brCode,
    txid,
    amount,
    // As the BR Code carries them (folded to ASCII and cut).
    merchantName: brCodeField(brCode, '59'),
    merchantCity: brCodeField(brCode, '60'),
    pixKey: toPixKey(row),
  };
}

/** The value of top-level field `id` of a BR Code. */
function brCodeField(brCode: string, id: string): string {
  let at = 0;
  while (at < brCode.length) {
    const length = Number(brCode.slice(at + 2, at + 4));
    if (brCode.slice(at, at + 2) === id) return brCode.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return '';
}
