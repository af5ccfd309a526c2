import {
  ChangePasswordInputSchema,
  ChildSignInFormSchema,
  ChildSignInInputSchema,
  ParentSignInInputSchema,
  ParentSignUpInputSchema,
  ParentSignUpStep1Schema,
  ParentSignUpStep2Schema,
  ParentSocialSignUpInputSchema,
  PasswordResetFormSchema,
} from './auth';
import { issuesOf } from './test-helpers';

const step1 = {
  fullName: 'Ana Souza',
  email: '  Ana@Example.COM ',
  password: 'segredo',
  confirmPassword: 'segredo',
};
const step2 = { familyName: 'Família Souza', phone: '', monthlyBudget: '400,50' };

describe('ParentSignUpStep1Schema', () => {
  it('parses a good step and normalises the e-mail', () => {
    expect(ParentSignUpStep1Schema.parse(step1)).toEqual({ ...step1, email: 'ana@example.com' });
  });

  it.each([
    [{ fullName: '  ' }, 'fullName', 'Nome completo é obrigatório'],
    [{ email: '' }, 'email', 'E-mail é obrigatório'],
    [{ email: 'ana@' }, 'email', 'E-mail inválido'],
    [{ email: 'ana example@x.com' }, 'email', 'E-mail inválido'],
    [{ password: '', confirmPassword: '' }, 'password', 'Senha é obrigatória'],
    [
      { password: '12345', confirmPassword: '12345' },
      'password',
      'Senha deve ter pelo menos 6 caracteres',
    ],
    [{ confirmPassword: 'outra' }, 'confirmPassword', 'Senhas não coincidem'],
  ])('%j → %s: %s', (patch, path, message) => {
    expect(issuesOf(ParentSignUpStep1Schema, { ...step1, ...patch })).toEqual({
      [path]: [message],
    });
  });

  it('shows every problem at once, the mismatch included', () => {
    const issues = issuesOf(ParentSignUpStep1Schema, {
      ...step1,
      fullName: '',
      confirmPassword: 'x',
    });
    expect(issues).toEqual({
      fullName: ['Nome completo é obrigatório'],
      confirmPassword: ['Senhas não coincidem'],
    });
  });

  it('reports missing fields with the required messages', () => {
    expect(issuesOf(ParentSignUpStep1Schema, {})).toMatchObject({
      fullName: ['Nome completo é obrigatório'],
      email: ['E-mail é obrigatório'],
      password: ['Senha é obrigatória'],
    });
  });
});

describe('ParentSignUpStep2Schema', () => {
  it('turns the budget into centavos and a blank phone into undefined', () => {
    expect(ParentSignUpStep2Schema.parse(step2)).toEqual({
      familyName: 'Família Souza',
      phone: undefined,
      monthlyBudget: 40050,
    });
    expect(ParentSignUpStep2Schema.parse({ ...step2, monthlyBudget: '400.5' }).monthlyBudget).toBe(
      40050,
    );
  });

  it.each([
    [{ familyName: '' }, 'familyName', 'Nome da família é obrigatório'],
    [{ monthlyBudget: '' }, 'monthlyBudget', 'Orçamento mensal é obrigatório'],
    [{ monthlyBudget: undefined }, 'monthlyBudget', 'Orçamento mensal é obrigatório'],
    [{ monthlyBudget: '0' }, 'monthlyBudget', 'Valor inválido'],
    [{ monthlyBudget: 'muito' }, 'monthlyBudget', 'Valor inválido'],
    [{ monthlyBudget: '-5' }, 'monthlyBudget', 'Valor inválido'],
  ])('%j → %s: %s', (patch, path, message) => {
    expect(issuesOf(ParentSignUpStep2Schema, { ...step2, ...patch })).toEqual({
      [path]: [message],
    });
  });
});

describe('ParentSignUpInputSchema', () => {
  it('parses both steps together', () => {
    const parsed = ParentSignUpInputSchema.parse({ ...step1, ...step2, phone: ' 11 99999-0000 ' });
    expect(parsed).toMatchObject({
      email: 'ana@example.com',
      phone: '11 99999-0000',
      monthlyBudget: 40050,
    });
  });

  it('checks the confirmation', () => {
    expect(issuesOf(ParentSignUpInputSchema, { ...step1, ...step2, confirmPassword: 'x' })).toEqual(
      {
        confirmPassword: ['Senhas não coincidem'],
      },
    );
  });
});

describe('ParentSocialSignUpInputSchema', () => {
  it('needs no password', () => {
    const parsed = ParentSocialSignUpInputSchema.parse({ fullName: 'Ana', ...step2 });
    expect(parsed).not.toHaveProperty('password');
    expect(parsed.monthlyBudget).toBe(40050);
  });

  it('still requires name, family and budget', () => {
    expect(
      issuesOf(ParentSocialSignUpInputSchema, { fullName: '', familyName: '', monthlyBudget: '' }),
    ).toEqual({
      fullName: ['Nome completo é obrigatório'],
      familyName: ['Nome da família é obrigatório'],
      monthlyBudget: ['Orçamento mensal é obrigatório'],
    });
  });
});

describe('ParentSignInInputSchema', () => {
  it('trims and lowercases the e-mail and trims the password', () => {
    expect(
      ParentSignInInputSchema.parse({ email: ' Pai@Casa.com ', password: ' segredo ' }),
    ).toEqual({
      email: 'pai@casa.com',
      password: 'segredo',
    });
  });

  it.each([
    [{ email: '', password: 'x' }, { email: ['E-mail é obrigatório'] }],
    [{ email: 'pai', password: 'x' }, { email: ['E-mail inválido'] }],
    [{ email: 'pai@casa.com', password: '   ' }, { password: ['Senha é obrigatória'] }],
  ])('%j → %j', (input, issues) => {
    expect(issuesOf(ParentSignInInputSchema, input)).toEqual(issues);
  });
});

describe('ChildSignInInputSchema', () => {
  it('trims and lowercases the username; PIN may be blank', () => {
    expect(ChildSignInInputSchema.parse({ username: '  Joao.Silva ' })).toEqual({
      username: 'joao.silva',
      pin: '',
    });
    expect(
      ChildSignInInputSchema.parse({ username: 'joao', pin: '123456', familyId: 'f1' }),
    ).toEqual({
      username: 'joao',
      pin: '123456',
      familyId: 'f1',
    });
  });

  it.each(['1234567', '123456789012'])('accepts a PIN of 7 to 12 digits: %s', (pin) => {
    expect(ChildSignInInputSchema.parse({ username: 'joao', pin }).pin).toBe(pin);
  });

  it.each([
    [{ username: '  ' }, { username: ['Informe seu nome de usuário'] }],
    [{ username: 'joao', pin: '123' }, { pin: ['PIN deve ter pelo menos 6 dígitos'] }],
    [
      { username: 'joao', pin: '12a456' },
      { pin: ['PIN deve conter apenas números (no máximo 12 dígitos)'] },
    ],
    [
      { username: 'joao', pin: '1234567890123' },
      { pin: ['PIN deve conter apenas números (no máximo 12 dígitos)'] },
    ],
  ])('%j → %j', (input, issues) => {
    expect(issuesOf(ChildSignInInputSchema, input)).toEqual(issues);
  });
});

describe('ChangePasswordInputSchema', () => {
  it('requires matching new passwords', () => {
    expect(
      issuesOf(ChangePasswordInputSchema, {
        currentPassword: 'antiga',
        newPassword: 'novinha',
        confirmPassword: 'novinho',
      }),
    ).toEqual({ confirmPassword: ['As novas senhas não coincidem'] });
  });
});

describe('PasswordResetFormSchema', () => {
  it('trims the new password and accepts a matching confirmation', () => {
    expect(
      PasswordResetFormSchema.parse({ newPassword: ' nova-senha ', confirmPassword: 'nova-senha' }),
    ).toEqual({ newPassword: 'nova-senha', confirmPassword: 'nova-senha' });
  });

  it.each([
    [{ newPassword: '  ', confirmPassword: '' }, { newPassword: ['Senha é obrigatória'] }],
    [
      { newPassword: '12345', confirmPassword: '1234' },
      {
        newPassword: ['Senha deve ter pelo menos 6 caracteres'],
        confirmPassword: ['Senhas não coincidem'],
      },
    ],
    [
      { newPassword: 'segredo', confirmPassword: 'segredo2' },
      { confirmPassword: ['Senhas não coincidem'] },
    ],
  ])('gives the sign-up messages for %j', (input, expected) => {
    expect(issuesOf(PasswordResetFormSchema, input)).toEqual(expected);
  });
});

describe('ChildSignInFormSchema', () => {
  it('refuses a blank PIN on the device, with the username message too', () => {
    expect(issuesOf(ChildSignInFormSchema, { username: ' ', pin: '' })).toEqual({
      username: ['Informe seu nome de usuário'],
      pin: ['PIN obrigatório'],
    });
  });

  it('keeps the PIN rules of the sign-in input', () => {
    expect(issuesOf(ChildSignInFormSchema, { username: 'ana', pin: '123' })).toEqual({
      pin: ['PIN deve ter pelo menos 6 dígitos'],
    });
    expect(ChildSignInFormSchema.parse({ username: ' Ana ', pin: '123456' })).toEqual({
      username: 'ana',
      pin: '123456',
    });
  });
});
