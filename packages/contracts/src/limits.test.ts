import { describe, expect, it } from 'vitest';
import { ChildSignInInputSchema, ParentSignInInputSchema, ParentSignUpInputSchema } from './auth';
import { CreateChildInputSchema, FamilySetupInputSchema, UpdateChildInputSchema } from './children';
import { boundedText, hasControlCharacter, IdSchema, isCalendarDay } from './fields';
import { CreateGoalInputSchema } from './goals';
import { MSG } from './messages';
import { INT4_MAX, MoneyInputSchema } from './money';
import { UpdateFamilyInputSchema, UpdateLimitsInputSchema } from './settings';
import {
  ApproveSubmissionInputSchema,
  BulkApproveSubmissionsInputSchema,
  CompleteTaskInputSchema,
  RejectSubmissionInputSchema,
} from './submissions';
import {
  BulkDeleteTasksInputSchema,
  CreateTaskInputSchema,
  TaskListQuerySchema,
  UpdateTaskInputSchema,
} from './tasks';
import { issuesOf } from './test-helpers';

const X = MSG.text;

const signUp = {
  fullName: 'Maria Silva',
  email: 'maria@example.com',
  password: 'senha123',
  confirmPassword: 'senha123',
  familyName: 'Família Silva',
  monthlyBudget: '500,00',
};
const task = {
  title: 'Arrumar a cama',
  value: '2,50',
  category: 'Limpeza',
  assignedChildren: ['c1'],
};
const child = {
  name: 'Ana',
  username: 'ana.s',
  age: 10,
  email: 'ana@example.com',
  weeklyLimit: 1000,
  pin: '123456',
  parentConsent: true,
};

describe('control characters (issue 9)', () => {
  it('are refused in one-line text, NUL and line breaks included', () => {
    for (const bad of [
      'a\u0000b',
      'a\nb',
      'a\tb',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
      'a\ud800b',
    ]) {
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    }
    expect(hasControlCharacter('Família 👨‍👩‍👧 Çãé')).toBe(false);
  });

  it('multi-line text keeps line breaks and tabs, reads CRLF as LF, and still refuses NUL', () => {
    const notes = boundedText({ max: 10, tooLong: 'longo', multiline: true });
    expect(notes.parse('a\r\nb\tc')).toBe('a\nb\tc');
    expect(issuesOf(notes, 'a\u0000b')).toEqual({ '': [X.invalidCharacters] });
    expect(issuesOf(CompleteTaskInputSchema, { notes: 'ok\u0000' })).toEqual({
      notes: [X.invalidCharacters],
    });
    expect(CompleteTaskInputSchema.parse({ notes: 'linha 1\nlinha 2' }).notes).toBe(
      'linha 1\nlinha 2',
    );
  });

  it('answer the field message on every text field', () => {
    expect(issuesOf(CreateTaskInputSchema, { ...task, title: 'Cama\u0000' })).toEqual({
      title: [X.invalidCharacters],
    });
    expect(issuesOf(CreateTaskInputSchema, { ...task, title: 'Cama\nArrumada' })).toEqual({
      title: [X.invalidCharacters],
    });
    expect(issuesOf(RejectSubmissionInputSchema, { reason: 'não\u0000' })).toEqual({
      reason: [X.invalidCharacters],
    });
    expect(issuesOf(ApproveSubmissionInputSchema, { notes: '\u0007' })).toEqual({
      notes: [X.invalidCharacters],
    });
    expect(issuesOf(CreateChildInputSchema, { ...child, name: 'Ana\u0000' })).toEqual({
      name: [X.invalidCharacters],
    });
    expect(issuesOf(ParentSignUpInputSchema, { ...signUp, familyName: 'Silva\u0000' })).toEqual({
      familyName: [X.invalidCharacters],
    });
    expect(issuesOf(ChildSignInInputSchema, { username: 'kid\u0000', pin: '123456' })).toEqual({
      username: [X.invalidCharacters],
    });
    // An e-mail with a control character is simply not an e-mail (the spec's message).
    expect(issuesOf(ParentSignInInputSchema, { email: 'a\u0000@b.com', password: 'x' })).toEqual({
      email: [MSG.login.emailInvalid],
    });
    expect(issuesOf(TaskListQuerySchema, { search: 'a\u0000' })).toEqual({
      search: [X.invalidCharacters],
    });
  });
});

describe('invisible characters (twenty-first session)', () => {
  it('are refused: zero-width space, bidirectional controls, line and paragraph separators', () => {
    for (const bad of [
      'a\u200bb',
      '\u202eabc',
      'a\u202ab',
      'a\u2066b\u2069',
      'a\u200fb',
      'a\u2028b',
      'a\u2029b',
      'a\u2060b',
      'a\ufeffb',
    ]) {
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
      expect(hasControlCharacter(bad, true), JSON.stringify(bad)).toBe(true);
    }
    // Emoji sequences keep their joiner; accents and Portuguese text pass.
    expect(hasControlCharacter('Família 👨‍👩‍👧 e 👩🏽‍🍳 Çãé')).toBe(false);
  });

  it('a required name made only of invisible characters is missing, in every form', () => {
    for (const blank of ['\u200b', ' \u200b ', '\u200d', '\u200c\u200d']) {
      expect(issuesOf(CreateTaskInputSchema, { ...task, title: blank })).toEqual({
        title: [MSG.task.titleRequired],
      });
      expect(issuesOf(CreateGoalInputSchema, { title: blank, targetAmount: 100 })).toEqual({
        title: [MSG.goal.nameRequired],
      });
      expect(issuesOf(UpdateChildInputSchema, { name: blank })).toEqual({
        name: [MSG.childSetup.nameRequired],
      });
      expect(issuesOf(UpdateFamilyInputSchema, { name: blank })).toEqual({
        name: [MSG.signup.familyNameRequired],
      });
    }
    expect(issuesOf(CreateTaskInputSchema, { ...task, title: '\u202eamac' })).toEqual({
      title: [X.invalidCharacters],
    });
    expect(CreateTaskInputSchema.parse({ ...task, title: 'Cozinhar 👩🏽‍🍳' }).title).toBe(
      'Cozinhar 👩🏽‍🍳',
    );
    // Letters and marks drawn as blanks are not a name either.
    for (const blank of ['\u3164', '\u115f\u1160', '\uffa0', '\u2800', '\u034f', '\ufe0f']) {
      expect(issuesOf(UpdateChildInputSchema, { name: blank }), JSON.stringify(blank)).toEqual({
        name: [MSG.childSetup.nameRequired],
      });
    }
  });

  it('a password keeps any character but control ones (set before the rule, it must still work)', () => {
    const password = 'senha\u200b123';
    expect(ParentSignInInputSchema.parse({ email: 'a@b.com', password }).password).toBe(password);
    expect(
      issuesOf(ParentSignInInputSchema, { email: 'a@b.com', password: 'senha\u0000' }),
    ).toEqual({ password: [X.invalidCharacters] });
  });
});

describe('length limits (issue 9)', () => {
  it('names 80, usernames 30, e-mail 254, passwords 128, family name 80', () => {
    expect(issuesOf(ParentSignUpInputSchema, { ...signUp, fullName: 'n'.repeat(81) })).toEqual({
      fullName: [X.nameTooLong],
    });
    expect(
      issuesOf(ParentSignUpInputSchema, { ...signUp, familyName: 'f'.repeat(10_000) }),
    ).toEqual({ familyName: [X.familyNameTooLong] });
    expect(
      ParentSignUpInputSchema.parse({ ...signUp, familyName: 'f'.repeat(80) }).familyName,
    ).toHaveLength(80);
    const email255 = `${'a'.repeat(243)}@example.com`;
    expect(email255).toHaveLength(255);
    expect(issuesOf(ParentSignUpInputSchema, { ...signUp, email: email255 })).toEqual({
      email: [MSG.signup.emailInvalid],
    });
    expect(ParentSignUpInputSchema.safeParse({ ...signUp, email: email255.slice(1) }).success).toBe(
      true,
    );
    const long = 'p'.repeat(129);
    expect(
      issuesOf(ParentSignUpInputSchema, { ...signUp, password: long, confirmPassword: long }),
    ).toEqual({
      password: [X.passwordTooLong],
      confirmPassword: [X.passwordTooLong],
    });
    expect(issuesOf(CreateChildInputSchema, { ...child, name: 'a'.repeat(81) })).toEqual({
      name: [X.nameTooLong],
    });
    expect(issuesOf(CreateChildInputSchema, { ...child, username: 'a'.repeat(31) })).toEqual({
      username: [X.usernameTooLong],
    });
    expect(
      CreateChildInputSchema.parse({ ...child, username: 'a'.repeat(30) }).username,
    ).toHaveLength(30);
    expect(issuesOf(UpdateChildInputSchema, { email: `${'a'.repeat(243)}@example.com` })).toEqual({
      email: [MSG.childServer.emailInvalid],
    });
    expect(issuesOf(UpdateFamilyInputSchema, { phone: '9'.repeat(31) })).toEqual({
      phone: [X.phoneTooLong],
    });
    expect(issuesOf(CreateGoalInputSchema, { title: 'g'.repeat(81), targetAmount: 100 })).toEqual({
      title: [X.goalNameTooLong],
    });
  });
});

describe('numbers (issue 9)', () => {
  it('no money input passes int4, and each has its own range', () => {
    expect(MoneyInputSchema.safeParse(INT4_MAX).success).toBe(true);
    expect(MoneyInputSchema.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(issuesOf(CreateChildInputSchema, { ...child, weeklyLimit: 2 ** 31 })).toEqual({
      weeklyLimit: [MSG.childSetup.valueInvalid],
    });
    expect(issuesOf(UpdateChildInputSchema, { weeklyLimit: 10_000_001 })).toEqual({
      weeklyLimit: [MSG.childSetup.valueInvalid],
    });
    expect(issuesOf(ParentSignUpInputSchema, { ...signUp, monthlyBudget: 100_000_001 })).toEqual({
      monthlyBudget: [MSG.signup.valueInvalid],
    });
    expect(
      issuesOf(FamilySetupInputSchema, {
        monthlyBudget: 2 ** 31,
        children: [{ ...child }],
        parentConsent: true,
      }),
    ).toEqual({ monthlyBudget: [MSG.signup.valueInvalid] });
    expect(
      issuesOf(UpdateLimitsInputSchema, {
        maxWeeklySpending: 1,
        maxDailyTasks: 2 ** 31,
        requirePhotoApproval: true,
      }),
    ).toEqual({
      maxDailyTasks: [MSG.signup.valueInvalid],
    });
  });

  it('whole numbers are digits or JSON numbers: nothing else turns into one', () => {
    const limits = (maxDailyTasks: unknown) =>
      issuesOf(UpdateLimitsInputSchema, {
        maxWeeklySpending: '100,00',
        maxDailyTasks,
        requirePhotoApproval: false,
      });
    // Blank, [] and false were read as 0, which turns the daily limit off (null says so).
    for (const maxDailyTasks of ['', '  ', [], false, true, '0x10', '1e1', '-1', '2.5', 101]) {
      expect(limits(maxDailyTasks), JSON.stringify(maxDailyTasks)).toEqual({
        maxDailyTasks: [MSG.signup.valueInvalid],
      });
    }
    expect(
      UpdateLimitsInputSchema.parse({
        maxWeeklySpending: '100,00',
        maxDailyTasks: ' 7 ',
        requirePhotoApproval: false,
      }).maxDailyTasks,
    ).toBe(7);
    expect(
      UpdateLimitsInputSchema.parse({
        maxWeeklySpending: '100,00',
        maxDailyTasks: null,
        requirePhotoApproval: false,
      }).maxDailyTasks,
    ).toBe(0);
    for (const age of ['0x10', '0o14', '0b1010', '1e1', '12abc', true]) {
      expect(UpdateChildInputSchema.safeParse({ age }).success, JSON.stringify(age)).toBe(false);
    }
    expect(UpdateChildInputSchema.parse({ age: ' 12 ' }).age).toBe(12);
    expect(UpdateChildInputSchema.parse({ age: 12 }).age).toBe(12);
  });

  it('the reward at creation follows the edit range: R$ 0,50 to R$ 100,00', () => {
    expect(CreateTaskInputSchema.parse({ ...task, value: '100,00' }).value).toBe(10_000);
    expect(CreateTaskInputSchema.parse({ ...task, value: '0,50' }).value).toBe(50);
    for (const value of ['100,01', '100,50', 2_000_000_000, 2 ** 31, '0,25']) {
      expect(issuesOf(CreateTaskInputSchema, { ...task, value })).toEqual({
        value: [MSG.task.valueOutOfRange],
      });
    }
    // The steps of R$ 0,50 are the edit form's only.
    expect(CreateTaskInputSchema.parse({ ...task, value: '7,35' }).value).toBe(735);
    for (const value of [-100, 50.5, '0']) {
      expect(issuesOf(CreateTaskInputSchema, { ...task, value })).toEqual({
        value: [MSG.task.valueMustBePositive],
      });
    }
  });

  it('page sizes are 1 to 100, with a pt-BR message', () => {
    expect(TaskListQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(TaskListQuerySchema.parse({ limit: ' 7 ' }).limit).toBe(7);
    expect(TaskListQuerySchema.parse({}).limit).toBe(20);
    for (const limit of ['0', '101', String(2 ** 31), '1.5', 'abc', '0x10', '1e1', '', '-5']) {
      expect(issuesOf(TaskListQuerySchema, { limit })).toEqual({ limit: [X.pageSizeInvalid] });
    }
  });
});

describe('ids, id lists, cursors and dates (issue 9)', () => {
  it('an id is 1 to 64 letters, digits, - or _', () => {
    expect(IdSchema.parse('3f1c0a8e-1b2c-4d5e-8f90-123456789abc')).toHaveLength(36);
    expect(IdSchema.parse('1KfVmbAAmuoznNSgSG1cswuLBb9yia3e')).toHaveLength(32);
    for (const bad of ['', 'a'.repeat(65), 'a\u0000', 'a b', "a'; drop"]) {
      expect(issuesOf(IdSchema, bad)).toEqual({ '': [X.idInvalid] });
    }
  });

  it('bulk calls take 1 to 100 ids', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`);
    expect(BulkDeleteTasksInputSchema.safeParse({ ids: ids(100) }).success).toBe(true);
    expect(issuesOf(BulkDeleteTasksInputSchema, { ids: ids(101) })).toEqual({
      ids: [X.tooManyIds],
    });
    expect(issuesOf(BulkApproveSubmissionsInputSchema, { ids: ids(70_000) })).toEqual({
      ids: [X.tooManyIds],
    });
    expect(issuesOf(BulkApproveSubmissionsInputSchema, { ids: [] })).toEqual({ ids: [X.noIds] });
    expect(BulkApproveSubmissionsInputSchema.parse({ ids: ['a', 'b', 'a', 'a'] }).ids).toEqual([
      'a',
      'b',
    ]);
    expect(issuesOf(UpdateTaskInputSchema, { assignedChildren: ids(101) })).toEqual({
      assignedChildren: [X.tooManyIds],
    });
  });

  it('a cursor is short base64url text', () => {
    expect(TaskListQuerySchema.parse({ cursor: 'MTIzLTQ1Ng_-' }).cursor).toBe('MTIzLTQ1Ng_-');
    for (const cursor of ['!!', 'a'.repeat(201), 'ab\u0000']) {
      expect(issuesOf(TaskListQuerySchema, { cursor })).toEqual({ cursor: [X.cursorInvalid] });
    }
  });

  it('a date is a real calendar day of the years 2000 to 2100', () => {
    expect(isCalendarDay('2000-01-01')).toBe(true);
    expect(isCalendarDay('2100-12-31')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const bad of [
      '0000-01-01',
      '1999-12-31',
      '2101-01-01',
      '9999-12-31',
      '2026-02-30',
      '2026-13-01',
    ]) {
      expect(isCalendarDay(bad), bad).toBe(false);
    }
    expect(issuesOf(CreateTaskInputSchema, { ...task, dueDate: '0000-01-01' })).toEqual({
      dueDate: [MSG.task.dateInvalid],
    });
  });
});
