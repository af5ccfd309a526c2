import {
  canonicalCategory,
  CreateTaskInputSchema,
  storedCategories,
  TASK_CATEGORIES,
  TaskListQuerySchema,
  TaskSchema,
  UpdateTaskInputSchema,
} from './tasks';
import { CompleteTaskInputSchema, RejectSubmissionInputSchema } from './submissions';
import { issuesOf } from './test-helpers';

const task = {
  title: '  Arrumar a cama ',
  value: '2,50',
  category: 'Limpeza',
  assignedChildren: ['c1'],
};

describe('task categories', () => {
  it('is one list: the union of both lists of the spec, with one "Outros"', () => {
    expect(TASK_CATEGORIES).toEqual([
      'Limpeza',
      'Cozinha',
      'Estudos',
      'Jardim',
      'Organização',
      'Cuidados Pessoais',
      'Exercícios',
      'Criatividade',
      'Responsabilidades',
      'Pets',
      'Outros',
    ]);
  });

  it('reads the old spelling "Outro" as "Outros", in requests and filters', () => {
    expect(CreateTaskInputSchema.parse({ ...task, category: 'Outro' }).category).toBe('Outros');
    expect(UpdateTaskInputSchema.parse({ category: 'Outro' }).category).toBe('Outros');
    expect(canonicalCategory('Outro')).toBe('Outros');
    expect(canonicalCategory('Pets')).toBe('Pets');
    expect(storedCategories('Outros')).toEqual(['Outros', 'Outro']);
    expect(storedCategories('Outro')).toEqual(['Outros', 'Outro']);
    expect(storedCategories('Limpeza')).toEqual(['Limpeza']);
  });
});

describe('CreateTaskInputSchema', () => {
  it('parses with defaults; value in centavos', () => {
    expect(CreateTaskInputSchema.parse(task)).toEqual({
      title: 'Arrumar a cama',
      description: undefined,
      value: 250,
      category: 'Limpeza',
      assignedChildren: ['c1'],
      // Absent: the family's requirePhotoApproval decides on the server (issue 12).
      requiresPhoto: undefined,
      requiresApproval: true,
      dueDate: undefined,
      recurring: false,
      recurringType: undefined,
      timeLimit: undefined,
      priority: 'medium',
      assignmentMode: 'each',
    });
  });

  it('keeps the recurrence type only when recurring, weekly by default', () => {
    expect(CreateTaskInputSchema.parse({ ...task, recurring: true }).recurringType).toBe('weekly');
    expect(
      CreateTaskInputSchema.parse({ ...task, recurring: true, recurringType: 'monthly' })
        .recurringType,
    ).toBe('monthly');
    expect(
      CreateTaskInputSchema.parse({ ...task, recurring: false, recurringType: 'daily' })
        .recurringType,
    ).toBeUndefined();
  });

  it('accepts a due date, or an empty one', () => {
    expect(CreateTaskInputSchema.parse({ ...task, dueDate: '2028-02-29' }).dueDate).toBe(
      '2028-02-29',
    );
    expect(CreateTaskInputSchema.parse({ ...task, dueDate: '' }).dueDate).toBeUndefined();
  });

  it.each([
    [{ title: '   ' }, 'title', 'Título é obrigatório'],
    [{ value: '0' }, 'value', 'Valor deve ser maior que R$ 0,00'],
    [{ value: '' }, 'value', 'Valor deve ser maior que R$ 0,00'],
    [{ value: 'abc' }, 'value', 'Valor deve ser maior que R$ 0,00'],
    [{ category: '' }, 'category', 'Categoria é obrigatória'],
    [{ category: undefined }, 'category', 'Categoria é obrigatória'],
    [{ assignedChildren: [] }, 'assignedChildren', 'Selecione pelo menos uma criança'],
    [{ assignedChildren: undefined }, 'assignedChildren', 'Selecione pelo menos uma criança'],
    [{ dueDate: '2026-02-30' }, 'dueDate', 'Data inválida'],
  ])('%j → %s: %s', (patch, path, message) => {
    expect(issuesOf(CreateTaskInputSchema, { ...task, ...patch })).toEqual({ [path]: [message] });
  });
});

describe('UpdateTaskInputSchema', () => {
  it('accepts R$ 0,50 to R$ 100,00 in steps of R$ 0,50', () => {
    expect(UpdateTaskInputSchema.parse({ value: '0,50' }).value).toBe(50);
    expect(UpdateTaskInputSchema.parse({ value: '100' }).value).toBe(10000);
    expect(UpdateTaskInputSchema.parse({ value: 750 }).value).toBe(750);
  });

  it.each([
    [{ value: '0' }, 'Valor deve ser maior que R$ 0,00'],
    [{ value: '100,50' }, 'O valor deve estar entre R$ 0,50 e R$ 100,00'],
    [{ value: '0,25' }, 'O valor deve estar entre R$ 0,50 e R$ 100,00'],
    [{ value: '2,30' }, 'O valor deve ser múltiplo de R$ 0,50'],
  ])('%j → %s', (input, message) => {
    expect(issuesOf(UpdateTaskInputSchema, input)).toEqual({ value: [message] });
  });

  it('clears blank optional text and dates, and refuses a blank name', () => {
    expect(UpdateTaskInputSchema.parse({ description: ' ', timeLimit: '', dueDate: '' })).toEqual({
      description: null,
      timeLimit: null,
      dueDate: null,
    });
    expect(issuesOf(UpdateTaskInputSchema, { title: '  ' })).toEqual({
      title: ['Título é obrigatório'],
    });
  });

  it('lets an empty assignee list mean "everyone"', () => {
    expect(UpdateTaskInputSchema.parse({ assignedChildren: [] })).toEqual({ assignedChildren: [] });
  });
});

describe('RejectSubmissionInputSchema', () => {
  it('trims the reason', () => {
    expect(RejectSubmissionInputSchema.parse({ reason: '  Faltou a foto ' })).toEqual({
      reason: 'Faltou a foto',
    });
  });

  it('refuses a blank reason', () => {
    expect(issuesOf(RejectSubmissionInputSchema, { reason: '   ' })).toEqual({
      reason: ['Informe o motivo da rejeição.'],
    });
  });
});

describe('TaskListQuerySchema', () => {
  it('defaults to all tasks, 20 per page', () => {
    expect(TaskListQuerySchema.parse({})).toEqual({
      search: undefined,
      status: 'all',
      category: undefined,
      childId: undefined,
      cursor: undefined,
      limit: 20,
    });
  });

  it('reads query-string values', () => {
    expect(
      TaskListQuerySchema.parse({
        search: ' cama ',
        status: 'pending',
        childId: 'unassigned',
        limit: '50',
      }),
    ).toMatchObject({ search: 'cama', status: 'pending', childId: 'unassigned', limit: 50 });
  });

  it('refuses unknown statuses and oversize pages', () => {
    expect(TaskListQuerySchema.safeParse({ status: 'late' }).success).toBe(false);
    expect(TaskListQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});

describe('TaskSchema', () => {
  it('parses a task as the BFF returns it', () => {
    const parsed = TaskSchema.parse({
      id: 't1',
      familyId: 'f1',
      title: 'Arrumar a cama',
      description: null,
      value: 250,
      category: 'Limpeza',
      completed: false,
      completedAt: null,
      requiresPhoto: false,
      requiresApproval: true,
      dueDate: '2026-11-21',
      timeLimit: null,
      assignedChildren: [],
      priority: 'medium',
      assignmentMode: 'first',
      completions: [
        {
          childId: 'c1',
          childName: 'Ana',
          status: 'pending',
          completedAt: '2026-11-21T11:00:00.000Z',
        },
      ],
      recurring: true,
      recurringType: 'weekly',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    expect(parsed.value).toBe(250);
  });
});

describe('time limit', () => {
  it('is free text up to 40 characters (HH:MM also sets the due time)', () => {
    expect(UpdateTaskInputSchema.parse({ timeLimit: ' Manhã ' })).toEqual({ timeLimit: 'Manhã' });
    expect(UpdateTaskInputSchema.parse({ timeLimit: '' })).toEqual({ timeLimit: null });
    expect(issuesOf(UpdateTaskInputSchema, { timeLimit: 'x'.repeat(41) })).toEqual({
      timeLimit: ['O tempo limite deve ter no máximo 40 caracteres.'],
    });
  });
});

describe('length limits of free text (ours)', () => {
  it('caps title, description, notes and reason', () => {
    expect(issuesOf(UpdateTaskInputSchema, { title: 'x'.repeat(121) })).toEqual({
      title: ['O título deve ter no máximo 120 caracteres.'],
    });
    expect(issuesOf(UpdateTaskInputSchema, { description: 'x'.repeat(501) })).toEqual({
      description: ['A descrição deve ter no máximo 500 caracteres.'],
    });
    expect(UpdateTaskInputSchema.parse({ description: 'x'.repeat(500) }).description).toHaveLength(
      500,
    );
    expect(issuesOf(CompleteTaskInputSchema, { notes: 'x'.repeat(501) })).toEqual({
      notes: ['O recado deve ter no máximo 500 caracteres.'],
    });
    expect(issuesOf(RejectSubmissionInputSchema, { reason: 'x'.repeat(501) })).toEqual({
      reason: ['O motivo deve ter no máximo 500 caracteres.'],
    });
    expect(CompleteTaskInputSchema.parse({ notes: ` ${'x'.repeat(500)} ` }).notes).toHaveLength(
      500,
    );
  });
});
