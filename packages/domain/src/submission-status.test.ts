import { describe, expect, it } from 'vitest';
import type { SubmissionStatusFields } from './submission-status';
import { deriveSubmissionStatus } from './submission-status';

describe('deriveSubmissionStatus', () => {
  it.each<[SubmissionStatusFields, string]>([
    // 1. status text, rejection words first
    [{ status: 'rejected' }, 'rejected'],
    [{ status: 'Reprovado' }, 'rejected'],
    [{ status: 'negado' }, 'rejected'],
    // English "approved" does not contain "aprov" (double p): the flag or timestamp decides
    [{ status: 'approved' }, 'pending'],
    [{ status: 'approved', approved: true }, 'approved'],
    [{ status: 'aprovado' }, 'approved'],
    [{ status: 'completed' }, 'approved'],
    [{ status: 'concluída' }, 'approved'],
    [{ status: 'DONE' }, 'approved'],
    [{ status: 'pending' }, 'pending'],
    [{ status: 'pendente', approved: true }, 'pending'],
    [{ status: 'rejected', approved: true, approved_at: '2026-11-21T10:00:00Z' }, 'rejected'],
    // "reprovado" contains "aprov" too: rejection is checked first
    [{ status: 'reprovado', approved: true }, 'rejected'],
    // 2. approved flag when the status says nothing
    [{ status: null, approved: true }, 'approved'],
    [{ approved: 'sim' }, 'approved'],
    [{ approved: 'YES' }, 'approved'],
    [{ approved: 1 }, 'approved'],
    [{ approved: 'aprovado' }, 'approved'],
    [{ approved: false }, 'rejected'],
    [{ approved: 'não' }, 'rejected'],
    [{ approved: 'nao' }, 'rejected'],
    [{ approved: 0 }, 'rejected'],
    [{ approved: 'negado', approved_at: '2026-11-21T10:00:00Z' }, 'rejected'],
    [{ status: 'unknown', approved: 'true' }, 'approved'],
    // 3. timestamps when the flag is absent or unrecognised
    [{ approved: 'talvez', approved_at: '2026-11-21T10:00:00Z' }, 'approved'],
    [{ approved_at: '2026-11-21T10:00:00Z', rejected_at: '2026-11-21T11:00:00Z' }, 'approved'],
    [{ rejected_at: '2026-11-21T11:00:00Z' }, 'rejected'],
    [{ rejected_at: new Date('2026-11-21T11:00:00Z') }, 'rejected'],
    [{ approved_at: '' }, 'pending'],
    // 4. nothing known
    [{}, 'pending'],
    [{ status: '', approved: null, approved_at: null, rejected_at: null }, 'pending'],
  ])('%j → %s', (fields, status) => {
    expect(deriveSubmissionStatus(fields)).toBe(status);
  });
});
