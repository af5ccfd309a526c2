import { describe, expect, it } from 'vitest';
import { allowanceValues, AllowanceFormSchema, EMPTY_ALLOWANCE, previewOf } from './allowance-form';
import { allowanceSummary, nextAllowanceText, paydayText } from './allowance-view';

const WEEKLY_FRIDAY = { ...EMPTY_ALLOWANCE, amountCents: '10', weekday: '5' };

describe('paydayText', () => {
  it('writes the pt-BR short weekday, lowercase with its dot, and dd/mm', () => {
    // 30 Nov 2025 is a Sunday.
    const week = Array.from({ length: 7 }, (_, index) => paydayText(`2025-12-0${index + 1}`));
    expect(paydayText('2025-11-30')).toBe('dom., 30/11');
    expect(week).toEqual([
      'seg., 01/12',
      'ter., 02/12',
      'qua., 03/12',
      'qui., 04/12',
      'sex., 05/12',
      'sáb., 06/12',
      'dom., 07/12',
    ]);
  });

  it("is the issue's preview line with the domain's money format", () => {
    expect(nextAllowanceText('2025-12-05', 1000)).toBe('Próxima mesada: sex., 05/12 — R$ 10,00');
    expect(nextAllowanceText('2025-12-05', 100_000)).toBe(
      'Próxima mesada: sex., 05/12 — R$ 1.000,00',
    );
  });
});

describe('previewOf', () => {
  it('is the next payday of an allowance that starts today', () => {
    // Monday 1 Dec 2025 at 09:00 and 07:00 in São Paulo.
    const nine = new Date('2025-12-01T12:00:00.000Z');
    const seven = new Date('2025-12-01T10:00:00.000Z');
    expect(previewOf(WEEKLY_FRIDAY, nine)).toEqual({ day: '2025-12-05', amountCents: 1000 });
    expect(previewOf({ ...WEEKLY_FRIDAY, weekday: '1' }, seven)?.day).toBe('2025-12-01');
    expect(previewOf({ ...WEEKLY_FRIDAY, weekday: '1' }, nine)?.day).toBe('2025-12-01');
    expect(previewOf({ ...WEEKLY_FRIDAY, period: 'monthly', monthDay: '28' }, nine)?.day).toBe(
      '2025-12-28',
    );
    // Late on the 30th, a monthly allowance on the 28th pays next month.
    expect(
      previewOf(
        { ...WEEKLY_FRIDAY, period: 'monthly', monthDay: '28' },
        new Date('2025-12-30T12:00:00.000Z'),
      )?.day,
    ).toBe('2026-01-28');
  });

  it('waits for a valid amount and a day, but not for the share', () => {
    const now = new Date('2025-12-01T12:00:00.000Z');
    expect(previewOf(EMPTY_ALLOWANCE, now)).toBeNull();
    expect(previewOf({ ...WEEKLY_FRIDAY, amountCents: '0,10' }, now)).toBeNull();
    expect(previewOf({ ...WEEKLY_FRIDAY, weekday: '' }, now)).toBeNull();
    expect(previewOf({ ...WEEKLY_FRIDAY, period: 'monthly' }, now)).toBeNull();
    expect(previewOf({ ...WEEKLY_FRIDAY, goalSharePercent: '500' }, now)).not.toBeNull();
  });
});

describe('AllowanceFormSchema', () => {
  it('outputs the request body: centavos, the unused day null, a blank share 0', () => {
    expect(
      AllowanceFormSchema.parse({
        ...WEEKLY_FRIDAY,
        amountCents: '12,50',
        monthDay: '3',
        goalSharePercent: ' ',
      }),
    ).toEqual({
      amountCents: 1250,
      period: 'weekly',
      weekday: 5,
      monthDay: null,
      goalSharePercent: 0,
    });
  });

  it('round-trips a stored allowance through the form', () => {
    const stored = {
      amountCents: 100_000,
      period: 'monthly' as const,
      weekday: null,
      monthDay: 28,
      goalSharePercent: 35,
    };
    expect(AllowanceFormSchema.parse(allowanceValues(stored))).toEqual(stored);
    expect(allowanceSummary(stored)).toBe('Mensal, todo dia 28 · 35% para a meta ativa');
    expect(allowanceSummary({ ...stored, period: 'weekly', weekday: 0, goalSharePercent: 0 })).toBe(
      'Semanal, todo domingo',
    );
  });
});
