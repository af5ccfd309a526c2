import { describe, expect, it } from 'vitest';
import { completionErrorMessage } from './use-complete-task';

describe('completionErrorMessage', () => {
  it("uses the BFF's message, the photo-size text for a bare 413, else a generic one", () => {
    expect(
      completionErrorMessage({
        status: 409,
        data: { code: 'ALREADY_COMPLETED', message: 'Esta tarefa já foi concluída.' },
      }),
    ).toBe('Esta tarefa já foi concluída.');
    expect(completionErrorMessage({ status: 413, data: 'Payload Too Large' })).toBe(
      'A foto deve ter no máximo 5 MB.',
    );
    expect(completionErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'Não foi possível concluir a tarefa. Tente novamente.',
    );
  });
});
