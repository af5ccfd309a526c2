import type { Plan } from '@portal/contracts/billing';
import { describe, expect, it } from 'vitest';
import { planInterval, planName, planPrice, planPriceLine, planTrial } from './plans';

function plan(patch: Partial<Plan> = {}): Plan {
  return {
    id: 'price_1',
    nickname: null,
    currency: 'brl',
    unitAmount: 1990,
    interval: 'month',
    intervalCount: 1,
    productName: 'Mesadinha Premium',
    description: null,
    trialPeriodDays: null,
    mode: 'subscription',
    metadata: {},
    ...patch,
  };
}

describe('plan formatting (spec 001 §9 "Billing constants")', () => {
  it('names a plan by its nickname, else by its kind and product', () => {
    expect(planName(plan({ nickname: 'Mensal' }))).toBe('Mensal');
    expect(planName(plan())).toBe('Assinatura Mesadinha Premium');
    expect(planName(plan({ interval: null, mode: 'payment' }))).toBe(
      'Pagamento único Mesadinha Premium',
    );
    expect(planName(plan({ productName: null, nickname: '  ' }))).toBe('Assinatura');
  });

  it("formats the amount in pt-BR with the plan's currency, or 'Valor sob consulta'", () => {
    expect(planPrice(plan())).toBe('R$ 19,90');
    expect(planPrice(plan({ unitAmount: 199000 }))).toBe('R$ 1.990,00');
    expect(planPrice(plan({ currency: 'usd', unitAmount: 500 }))).toBe('US$ 5,00');
    expect(planPrice(plan({ unitAmount: null }))).toBe('Valor sob consulta');
  });

  it('says the interval in Portuguese, with the count when above 1', () => {
    expect(planInterval(plan())).toBe('mês');
    expect(planInterval(plan({ intervalCount: 6 }))).toBe('6 meses');
    expect(planInterval(plan({ interval: 'year', intervalCount: null }))).toBe('ano');
    expect(planInterval(plan({ interval: 'year', intervalCount: 2 }))).toBe('2 anos');
    expect(planInterval(plan({ interval: 'week', intervalCount: 2 }))).toBe('2 semanas');
    expect(planInterval(plan({ interval: 'day', intervalCount: 1 }))).toBe('dia');
    expect(planInterval(plan({ interval: null }))).toBeNull();
  });

  it('joins price and interval; a one-time plan shows the price alone', () => {
    expect(planPriceLine(plan())).toBe('R$ 19,90 / mês');
    expect(planPriceLine(plan({ interval: 'year', unitAmount: 19900 }))).toBe('R$ 199,00 / ano');
    expect(planPriceLine(plan({ interval: null, unitAmount: 29900 }))).toBe('R$ 299,00');
    expect(planPriceLine(plan({ unitAmount: null }))).toBe('Valor sob consulta');
  });

  it("writes the trial as 'Período de teste: N dia(s)'", () => {
    expect(planTrial(plan({ trialPeriodDays: 7 }))).toBe('Período de teste: 7 dias');
    expect(planTrial(plan({ trialPeriodDays: 1 }))).toBe('Período de teste: 1 dia');
    expect(planTrial(plan({ trialPeriodDays: 0 }))).toBeNull();
    expect(planTrial(plan())).toBeNull();
  });
});
