import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  canCancelSubscription,
  hasPremiumAccess,
  isPremiumStatus,
  normalizeSubscriptionStatus,
  PAST_DUE_GRACE_DAYS,
  pastDueGraceEnd,
  premiumAccessAt,
  subscriptionStatusFromProvider,
} from './subscription';

describe('hasPremiumAccess', () => {
  it.each([
    ['active', 'subscription', true],
    ['active', 'one_time', true],
    ['active', null, true],
    ['trialing', 'subscription', true],
    ['trialing', null, true],
    ['trialing', undefined, true],
    ['trialing', 'weird', true], // unknown mode counts as unset
    ['trialing', 'one_time', false],
    ['past_due', 'subscription', false],
    ['incomplete', 'subscription', false],
    ['canceled', 'subscription', false],
    ['unpaid', 'subscription', false],
    ['inactive', null, false],
    ['ACTIVE', 'subscription', false], // unknown value → inactive
    [null, null, false],
  ])('status %s, mode %s → %s', (status, mode, access) => {
    expect(hasPremiumAccess(status, mode)).toBe(access);
  });
});

describe('subscription statuses', () => {
  it('treats unknown values as inactive', () => {
    expect(normalizeSubscriptionStatus('paused')).toBe('inactive');
    expect(normalizeSubscriptionStatus(undefined)).toBe('inactive');
    expect(normalizeSubscriptionStatus('past_due')).toBe('past_due');
  });

  it('labels every status in pt-BR', () => {
    expect(SUBSCRIPTION_STATUSES.map((s) => SUBSCRIPTION_STATUS_LABELS[s])).toEqual([
      'Ativa',
      'Período de testes',
      'Pagamento em atraso',
      'Pagamento pendente',
      'Pagamento expirado',
      'Cancelada',
      'Pagamento não confirmado',
      'Inativa',
    ]);
  });

  it('counts active and trialing as premium', () => {
    expect(SUBSCRIPTION_STATUSES.filter(isPremiumStatus)).toEqual(['active', 'trialing']);
  });
});

describe('canCancelSubscription', () => {
  it.each([
    ['active', 'subscription', null, true],
    ['active', 'subscription', 1, true],
    ['active', 'subscription', 3, false], // quarterly: contact support
    ['active', 'one_time', null, false],
    ['inactive', 'subscription', 1, false],
  ])('%s %s interval %s → %s', (status, mode, count, can) => {
    expect(canCancelSubscription(status, mode, count)).toBe(can);
  });
});

describe('premiumAccessAt (ADR 033 past-due grace)', () => {
  const since = new Date('2026-11-20T12:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('is hasPremiumAccess for the other statuses', () => {
    expect(premiumAccessAt({ status: 'active', mode: 'subscription' }, since)).toBe(true);
    expect(premiumAccessAt({ status: 'trialing', mode: 'one_time' }, since)).toBe(false);
    expect(premiumAccessAt({ status: 'canceled', mode: 'subscription' }, since)).toBe(false);
    expect(premiumAccessAt({ status: 'inactive', mode: null, pastDueSince: since }, since)).toBe(
      false,
    );
  });

  it('keeps past_due for PAST_DUE_GRACE_DAYS, then ends it', () => {
    expect(PAST_DUE_GRACE_DAYS).toBe(3);
    const state = { status: 'past_due', mode: 'subscription', pastDueSince: since };
    expect(premiumAccessAt(state, at('2026-11-20T12:00:00Z'))).toBe(true);
    expect(premiumAccessAt(state, at('2026-11-23T11:59:59Z'))).toBe(true);
    expect(premiumAccessAt(state, at('2026-11-23T12:00:00Z'))).toBe(false);
    expect(pastDueGraceEnd(state)?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(premiumAccessAt({ ...state, pastDueSince: since.toISOString() }, since)).toBe(true);
  });

  it('gives no access to a past_due family without a start of the grace', () => {
    expect(premiumAccessAt({ status: 'past_due', mode: 'subscription' }, since)).toBe(false);
    expect(premiumAccessAt({ status: 'past_due', mode: 'subscription', pastDueSince: 'x' })).toBe(
      false,
    );
  });

  it('maps provider statuses, unknown → inactive', () => {
    expect(subscriptionStatusFromProvider('past_due')).toBe('past_due');
    expect(subscriptionStatusFromProvider('paused')).toBe('inactive');
    expect(subscriptionStatusFromProvider(undefined)).toBe('inactive');
  });
});
