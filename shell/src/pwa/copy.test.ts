import { offlineStatusText } from './copy';

describe('offlineStatusText (issue 39)', () => {
  it('says when the data shown was stored, on São Paulo’s clock', () => {
    expect(offlineStatusText(new Date('2026-12-02T17:05:00Z'))).toBe(
      'Sem conexão — mostrando dados de 14:05',
    );
    expect(offlineStatusText(Date.parse('2026-12-02T02:59:59Z'))).toBe(
      'Sem conexão — mostrando dados de 23:59',
    );
    expect(offlineStatusText(Date.parse('2026-12-02T03:00:00Z'))).toBe(
      'Sem conexão — mostrando dados de 00:00',
    );
  });
});
