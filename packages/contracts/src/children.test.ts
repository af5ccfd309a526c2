import {
  ChildProfileCardSchema,
  ChildPublicSchema,
  ChildSetupRowSchema,
  CreateChildInputSchema,
  FamilySetupInputSchema,
  UpdateChildInputSchema,
} from './children';
import { issuesOf } from './test-helpers';

const row = {
  name: 'Lia',
  username: ' Lia.Souza ',
  age: '10',
  email: 'Lia@Example.com',
  weeklyLimit: '25,50',
  pin: '123456',
};

describe('ChildSetupRowSchema', () => {
  it('parses a good row: trimmed, lowercased, age number, limit in centavos', () => {
    expect(ChildSetupRowSchema.parse(row)).toEqual({
      name: 'Lia',
      username: 'lia.souza',
      age: 10,
      email: 'lia@example.com',
      weeklyLimit: 2550,
      pin: '123456',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Nome é obrigatório'],
    [{ username: '' }, 'username', 'Nome de usuário é obrigatório'],
    [
      { username: 'li' },
      'username',
      'Use ao menos 3 caracteres com letras, números, ponto, hífen ou sublinhado',
    ],
    [
      { username: 'lia souza' },
      'username',
      'Use ao menos 3 caracteres com letras, números, ponto, hífen ou sublinhado',
    ],
    [
      { username: 'lía' },
      'username',
      'Use ao menos 3 caracteres com letras, números, ponto, hífen ou sublinhado',
    ],
    [{ email: 'lia@' }, 'email', 'Informe um e-mail válido'],
    [{ email: 'lia @example.com' }, 'email', 'Informe um e-mail válido'],
    [{ age: '' }, 'age', 'Idade é obrigatória'],
    [{ age: undefined }, 'age', 'Idade é obrigatória'],
    [{ age: '8' }, 'age', 'Idade deve estar entre 9 e 18 anos'],
    [{ age: 19 }, 'age', 'Idade deve estar entre 9 e 18 anos'],
    [{ weeklyLimit: '' }, 'weeklyLimit', 'Limite semanal é obrigatório'],
    [{ weeklyLimit: '0' }, 'weeklyLimit', 'Valor inválido'],
    [{ weeklyLimit: 'dez' }, 'weeklyLimit', 'Valor inválido'],
    [{ pin: '' }, 'pin', 'PIN deve ter pelo menos 6 dígitos'],
    [{ pin: '12345' }, 'pin', 'PIN deve ter pelo menos 6 dígitos'],
    [{ pin: '1234567' }, 'pin', 'PIN deve ter no máximo 6 dígitos'],
  ])('%j → %s: %s', (patch, path, message) => {
    expect(issuesOf(ChildSetupRowSchema, { ...row, ...patch })).toEqual({ [path]: [message] });
  });

  it('strips non-digits from the PIN as the form does', () => {
    expect(ChildSetupRowSchema.parse({ ...row, pin: '12-34-56' }).pin).toBe('123456');
  });

  // Issue 41: LGPD asks for the least data about minors; a child signs in with username + PIN.
  it.each([[''], ['   '], [null], [undefined]])(
    'takes a row without e-mail (%j) as email null (issue 41)',
    (email) => {
      expect(ChildSetupRowSchema.parse({ ...row, email })).toMatchObject({
        username: 'lia.souza',
        email: null,
      });
    },
  );

  it('takes a new PIN of exactly 6 digits (issue 37)', () => {
    expect(ChildSetupRowSchema.parse({ ...row, pin: '654321' }).pin).toBe('654321');
    expect(ChildSetupRowSchema.safeParse({ ...row, pin: '123456789012' }).success).toBe(false);
  });
});

describe('FamilySetupInputSchema', () => {
  const other = { ...row, name: 'Theo', username: 'theo', email: 'theo@example.com' };

  it('parses 1 to 5 children', () => {
    const parsed = FamilySetupInputSchema.parse({
      monthlyBudget: '400',
      children: [row, other],
      parentConsent: true,
    });
    expect(parsed.monthlyBudget).toBe(40000);
    expect(parsed.children.map((child) => child.username)).toEqual(['lia.souza', 'theo']);
  });

  it('flags repeated names and usernames on the later row', () => {
    const twin = { ...row, name: ' lia ', email: 'outra@example.com' };
    expect(
      issuesOf(FamilySetupInputSchema, {
        monthlyBudget: '1000',
        children: [row, twin],
        parentConsent: true,
      }),
    ).toEqual({
      'children.1.name': ['Nome já existe'],
      'children.1.username': ['Nome de usuário já está em uso'],
    });
  });

  it("flags a repeated name together with the other rows' messages, not after them", () => {
    const twin = { ...row, name: 'Lia', username: 'lia2', email: 'lia2@example.com', age: '30' };
    expect(
      issuesOf(FamilySetupInputSchema, {
        monthlyBudget: '1000',
        children: [row, twin],
        parentConsent: false,
      }),
    ).toEqual({
      'children.1.age': ['Idade deve estar entre 9 e 18 anos'],
      'children.1.name': ['Nome já existe'],
      parentConsent: [expect.any(String)],
    });
  });

  it('refuses a projection above the budget', () => {
    // 25,50 × 4 = 102,00 > 100,00
    expect(
      issuesOf(FamilySetupInputSchema, {
        monthlyBudget: '100',
        children: [row],
        parentConsent: true,
      }),
    ).toEqual({
      children: ['A projeção está acima do orçamento. Ajuste os limites semanais.'],
    });
    expect(
      FamilySetupInputSchema.safeParse({
        monthlyBudget: '102',
        children: [row],
        parentConsent: true,
      }).success,
    ).toBe(true);
  });

  it('needs at least one and at most five children', () => {
    expect(
      issuesOf(FamilySetupInputSchema, { monthlyBudget: '100', children: [], parentConsent: true }),
    ).toEqual({
      children: ['Adicione pelo menos uma criança.'],
    });
    const six = Array.from({ length: 6 }, (_, i) => ({
      ...row,
      name: `Filho ${i}`,
      username: `filho${i}`,
      weeklyLimit: '1',
    }));
    expect(
      issuesOf(FamilySetupInputSchema, {
        monthlyBudget: '1000',
        children: six,
        parentConsent: true,
      }),
    ).toEqual({
      children: ['Você pode adicionar no máximo 5 crianças.'],
    });
  });
});

describe('CreateChildInputSchema', () => {
  const input = {
    username: 'Theo_10',
    age: 12,
    email: ' Theo@Example.com ',
    pin: '654321',
    parentConsent: true,
  };

  it('parses with defaults for name and weekly limit', () => {
    expect(CreateChildInputSchema.parse(input)).toEqual({
      name: 'Nova Criança',
      username: 'theo_10',
      age: 12,
      email: 'theo@example.com',
      weeklyLimit: 0,
      pin: '654321',
      parentConsent: true,
    });
    expect(
      CreateChildInputSchema.parse({ ...input, name: 'Theo', weeklyLimit: 1500 }),
    ).toMatchObject({
      name: 'Theo',
      weeklyLimit: 1500,
    });
  });

  it.each([
    [{ username: '' }, 'username', 'Informe um nome de usuário válido para a criança.'],
    [
      { username: 'ab' },
      'username',
      'O nome de usuário deve ter pelo menos 3 caracteres e pode conter letras, números, ponto, hífen ou sublinhado.',
    ],
    [{ email: 'theo.example.com' }, 'email', 'Informe um email válido para a criança.'],
    [{ pin: '' }, 'pin', 'O PIN da criança deve ter pelo menos 6 dígitos.'],
    [{ pin: '12a45' }, 'pin', 'O PIN da criança deve ter pelo menos 6 dígitos.'],
    [{ age: 30 }, 'age', 'Idade deve estar entre 9 e 18 anos'],
  ])('%j → %s: %s', (patch, path, message) => {
    expect(issuesOf(CreateChildInputSchema, { ...input, ...patch })).toEqual({ [path]: [message] });
  });
});

describe('CreateChildInputSchema without e-mail (issue 41)', () => {
  const input = { username: 'theo', age: 12, pin: '654321', parentConsent: true };

  it.each([[{}], [{ email: '' }], [{ email: ' ' }], [{ email: null }]])(
    'creates a child from %j with email null',
    (patch) => {
      expect(CreateChildInputSchema.parse({ ...input, ...patch })).toMatchObject({
        username: 'theo',
        email: null,
      });
    },
  );

  it('still refuses a malformed e-mail and one too long', () => {
    expect(issuesOf(CreateChildInputSchema, { ...input, email: 'theo@' })).toEqual({
      email: ['Informe um email válido para a criança.'],
    });
    expect(
      issuesOf(CreateChildInputSchema, { ...input, email: `${'a'.repeat(250)}@x.com` }),
    ).toEqual({ email: ['Informe um email válido para a criança.'] });
  });

  it('accepts a family setup whose children have no e-mail', () => {
    const parsed = FamilySetupInputSchema.parse({
      monthlyBudget: '400,00',
      parentConsent: true,
      children: [
        { ...row, email: '' },
        { ...row, name: 'Theo', username: 'theo', email: undefined },
      ],
    });
    expect(parsed.children.map((child) => child.email)).toEqual([null, null]);
  });
});

describe('UpdateChildInputSchema', () => {
  it('treats an empty PIN as no change and an empty e-mail as null', () => {
    expect(UpdateChildInputSchema.parse({ pin: '', email: '' })).toEqual({
      pin: undefined,
      email: null,
    });
  });

  it('takes a new PIN of exactly 6 digits (issue 37)', () => {
    expect(UpdateChildInputSchema.parse({ pin: '654321' })).toEqual({ pin: '654321' });
    expect(UpdateChildInputSchema.safeParse({ pin: '1234567' }).success).toBe(false);
  });

  it('accepts a partial update', () => {
    expect(UpdateChildInputSchema.parse({ active: false })).toEqual({ active: false });
    expect(UpdateChildInputSchema.parse({ email: ' A@B.com', pin: '11 22 33' })).toEqual({
      email: 'a@b.com',
      pin: '112233',
    });
  });

  it.each([
    [{ pin: '123' }, 'pin', 'O PIN da criança deve ter pelo menos 6 dígitos.'],
    [{ pin: '1234567' }, 'pin', 'O PIN da criança deve ter no máximo 6 dígitos.'],
    [{ email: 'nope' }, 'email', 'Informe um email válido para a criança.'],
    [{ name: ' ' }, 'name', 'Nome é obrigatório'],
    [{ age: 5 }, 'age', 'Idade deve estar entre 9 e 18 anos'],
  ])('%j → %s: %s', (patch, path, message) => {
    expect(issuesOf(UpdateChildInputSchema, patch)).toEqual({ [path]: [message] });
  });
});

describe('ChildPublicSchema', () => {
  const stored = {
    id: 'c1',
    familyId: 'f1',
    name: 'Lia',
    username: 'lia',
    age: 10,
    email: null,
    weeklyLimit: 2500,
    active: true,
    balance: 1200,
    totalEarned: 3000,
    xp: 300,
    level: 1,
    streak: 2,
    pendingTasks: 1,
    completedToday: 0,
    tasksCompleted: 12,
    hasPin: true,
    pinLockedUntil: null,
    pin: '123456',
    pinHash: '$argon2id$...',
    pinFailedCount: 3,
  };

  it('never outputs the PIN or its hash', () => {
    const child = ChildPublicSchema.parse(stored);
    expect(child).not.toHaveProperty('pin');
    expect(child).not.toHaveProperty('pinHash');
    expect(child).not.toHaveProperty('pinFailedCount');
    expect(JSON.stringify(child)).not.toContain('123456');
    expect(child.hasPin).toBe(true);
  });

  it('keeps the profile card to what the picker shows', () => {
    const card = ChildProfileCardSchema.parse({ ...stored, ageGroup: 'kids' });
    expect(Object.keys(card).sort()).toEqual([
      'age',
      'ageGroup',
      'hasPin',
      'id',
      'name',
      'username',
    ]);
  });
});
