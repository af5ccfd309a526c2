import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * A module's schemas are built when it is imported, and a remote's first signed-in screen
 * imports the schemas of the answers it reads. Those modules must not pull in the modules of
 * forms (sign-up, settings, child set-up, task editing): that was 400 schemas more to build on
 * every dashboard's first visit, on the phone's main thread (ADR 042, amended 2026-11-27).
 */
const FORM_MODULES = ['./auth', './settings', './children', './tasks', './submissions'];

/** Module → the form modules it must not import (directly or not). */
const LEAN: Record<string, string[]> = {
  './session': FORM_MODULES,
  './dashboard': FORM_MODULES,
  './goals': FORM_MODULES,
  './progress': FORM_MODULES,
  './privacy': FORM_MODULES,
  './task-view': FORM_MODULES,
  // The child's task list and the approval queue: their answers, not the task forms.
  './submissions': ['./auth', './settings', './children', './tasks'],
};

afterEach(() => {
  for (const modules of Object.values(LEAN)) for (const module of modules) vi.doUnmock(module);
  vi.resetModules();
});

describe('what the answers of a first visit import', () => {
  it.each(Object.entries(LEAN))('%s builds no form schemas', async (module, forbidden) => {
    vi.resetModules();
    for (const form of forbidden) {
      vi.doMock(form, () => {
        throw new Error(`${module} imported ${form}`);
      });
    }
    await expect(import(/* @vite-ignore */ module)).resolves.toBeDefined();
  });

  it('fails when such a module is imported (the check itself works)', async () => {
    vi.resetModules();
    vi.doMock('./fields', () => {
      throw new Error('./session imported ./fields');
    });
    await expect(import('./session')).rejects.toThrow();
    vi.doUnmock('./fields');
  });
});

describe('what the remotes read answers with', () => {
  it('answers.ts runs without zod (its schemas are JSON, ADR 050)', async () => {
    vi.resetModules();
    vi.doMock('zod', () => {
      throw new Error('answers.ts imported zod');
    });
    try {
      const answers = await import('./answers');
      expect(answers.MeResponseAnswer.safeParse({}).success).toBe(false);
    } finally {
      vi.doUnmock('zod');
    }
  });

  it.each([
    './task-categories',
    './photo-limits',
    './pin-length',
    './pix-age',
    './remote-app',
    './messages',
  ])('%s runs without zod', async (module) => {
    vi.resetModules();
    vi.doMock('zod', () => {
      throw new Error(`${module} imported zod`);
    });
    try {
      await expect(import(/* @vite-ignore */ module)).resolves.toBeDefined();
    } finally {
      vi.doUnmock('zod');
    }
  });

  it('fails when such a module imports zod (the check itself works)', async () => {
    vi.resetModules();
    vi.doMock('zod', () => {
      throw new Error('./session imported zod');
    });
    try {
      await expect(import('./session')).rejects.toThrow();
    } finally {
      vi.doUnmock('zod');
    }
  });
});
