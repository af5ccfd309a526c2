import { describe, expect, it } from 'vitest';
import { withQuickReason } from './quick-reason';

describe('withQuickReason (issue 41)', () => {
  it('fills an empty (or blank) box with the reason', () => {
    expect(withQuickReason('', 'Faltou terminar')).toBe('Faltou terminar');
    expect(withQuickReason('  \n', 'Faltou terminar')).toBe('Faltou terminar');
  });

  it('adds the reason as a new sentence after what is written', () => {
    expect(withQuickReason('A foto não mostra a tarefa', 'Faltou terminar')).toBe(
      'A foto não mostra a tarefa. Faltou terminar',
    );
    expect(withQuickReason('Quase lá! ', 'Faltou terminar')).toBe('Quase lá! Faltou terminar');
  });

  it('does not repeat a reason the text already says', () => {
    expect(withQuickReason('Faltou terminar o quarto', 'faltou terminar')).toBe(
      'Faltou terminar o quarto',
    );
  });
});
