import { SettingsTabSchema, UpdateFamilyInputSchema, UpdateLimitsInputSchema } from './settings';
import { issuesOf } from './test-helpers';

describe('SettingsTabSchema', () => {
  it('accepts only the six tabs', () => {
    expect(SettingsTabSchema.safeParse('billing').success).toBe(true);
    expect(SettingsTabSchema.safeParse('Assinatura').success).toBe(false);
  });
});

describe('UpdateLimitsInputSchema', () => {
  it('reads the limits tab', () => {
    expect(
      UpdateLimitsInputSchema.parse({
        maxWeeklySpending: '150,00',
        maxDailyTasks: '4',
        requirePhotoApproval: false,
      }),
    ).toEqual({ maxWeeklySpending: 15000, maxDailyTasks: 4, requirePhotoApproval: false });
  });

  it('refuses negative or non-numeric values', () => {
    expect(
      issuesOf(UpdateLimitsInputSchema, {
        maxWeeklySpending: '-1',
        maxDailyTasks: 'x',
        requirePhotoApproval: true,
      }),
    ).toEqual({ maxWeeklySpending: ['Valor inválido'], maxDailyTasks: ['Valor inválido'] });
  });
});

describe('UpdateFamilyInputSchema', () => {
  it('normalises the e-mail and refuses a blank family name', () => {
    expect(UpdateFamilyInputSchema.parse({ parentEmail: ' Mae@Casa.com ' }).parentEmail).toBe(
      'mae@casa.com',
    );
    expect(issuesOf(UpdateFamilyInputSchema, { name: ' ' })).toEqual({
      name: ['Nome da família é obrigatório'],
    });
  });

  it('accepts appearance choices only from the lists', () => {
    expect(
      UpdateFamilyInputSchema.safeParse({
        appearance: { theme: 'dark', language: 'es-ES', currency: 'EUR' },
      }).success,
    ).toBe(true);
    expect(
      UpdateFamilyInputSchema.safeParse({
        appearance: { theme: 'neon', language: 'pt-BR', currency: 'BRL' },
      }).success,
    ).toBe(false);
  });
});
