import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  canCancelSubscription,
  hasPremiumAccess,
  isPremiumStatus,
  normalizeSubscriptionStatus,
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
