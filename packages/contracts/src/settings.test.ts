import { ChangePasswordInputSchema } from './auth';
import { dailyTaskLimitReached, emailChangePending } from './messages';
import {
  DEFAULT_LIMITS,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PRIVACY,
  MAX_DAILY_TASKS,
  SettingsTabSchema,
  UpdateFamilyInputSchema,
  UpdateLimitsInputSchema,
} from './settings';
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

  it('refuses an address better-auth refuses and a current password over 128 characters', () => {
    expect(issuesOf(UpdateFamilyInputSchema, { parentEmail: 'ü@exämple.com' })).toEqual({
      parentEmail: ['E-mail inválido'],
    });
    expect(issuesOf(UpdateFamilyInputSchema, { currentPassword: 'x'.repeat(129) })).toEqual({
      currentPassword: ['A senha deve ter no máximo 128 caracteres.'],
    });
    expect(UpdateFamilyInputSchema.parse({ currentPassword: ' segredo ' }).currentPassword).toBe(
      'segredo',
    );
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

describe('issue 12: limits, phone, messages', () => {
  it('takes 0 as "no limit" for both numbers', () => {
    expect(
      UpdateLimitsInputSchema.parse({
        maxWeeklySpending: '0',
        maxDailyTasks: 0,
        requirePhotoApproval: true,
      }),
    ).toEqual({ maxWeeklySpending: 0, maxDailyTasks: 0, requirePhotoApproval: true });
    expect(
      issuesOf(UpdateLimitsInputSchema, {
        maxWeeklySpending: 100,
        maxDailyTasks: MAX_DAILY_TASKS + 1,
        requirePhotoApproval: true,
      }),
    ).toEqual({ maxDailyTasks: ['Valor inválido'] });
  });

  it('clears the phone with a blank or null, keeps it when absent', () => {
    expect(UpdateFamilyInputSchema.parse({ phone: '  ' }).phone).toBeNull();
    expect(UpdateFamilyInputSchema.parse({ phone: null }).phone).toBeNull();
    expect(UpdateFamilyInputSchema.parse({}).phone).toBeUndefined();
    expect(UpdateFamilyInputSchema.parse({ phone: ' 1199 ' }).phone).toBe('1199');
  });

  it('words the daily limit and the pending e-mail change', () => {
    expect(dailyTaskLimitReached(2)).toBe(
      'Você já fez 2 tarefas hoje, o limite do dia. Volte amanhã!',
    );
    expect(dailyTaskLimitReached(1)).toBe(
      'Você já fez 1 tarefa hoje, o limite do dia. Volte amanhã!',
    );
    expect(emailChangePending('mae@casa.com')).toBe(
      'Enviamos um link de confirmação para mae@casa.com.',
    );
  });

  it('has the spec defaults', () => {
    expect(DEFAULT_LIMITS).toEqual({
      maxWeeklySpending: 10000,
      maxDailyTasks: 5,
      requirePhotoApproval: true,
    });
    expect(DEFAULT_PRIVACY).toEqual({
      shareProgressWithFamily: true,
      allowPhotoSharing: true,
      dataCollection: false,
    });
    expect(Object.values(DEFAULT_NOTIFICATIONS).every(Boolean)).toBe(true);
  });
});

describe('ChangePasswordInputSchema', () => {
  it('checks the new password like sign-up and the confirmation', () => {
    expect(
      issuesOf(ChangePasswordInputSchema, {
        currentPassword: '',
        newPassword: '123',
        confirmPassword: '1234',
      }),
    ).toEqual({
      currentPassword: ['Senha é obrigatória'],
      newPassword: ['Senha deve ter pelo menos 6 caracteres'],
      confirmPassword: ['As novas senhas não coincidem'],
    });
  });
});
