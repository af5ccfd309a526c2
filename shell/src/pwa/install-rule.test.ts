import { countVisit, dismissInstall, installDismissed, shouldOfferInstall } from './install-rule';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the install offer (issue 39)', () => {
  const facts = { visits: 2, signedIn: true, hasPrompt: true, dismissed: false, standalone: false };

  it('is made from the second visit on, signed in, with a prompt', () => {
    expect(shouldOfferInstall(facts)).toBe(true);
    expect(shouldOfferInstall({ ...facts, visits: 7 })).toBe(true);
  });

  it('is never made on a first visit, signed out, without a prompt, dismissed or installed', () => {
    expect(shouldOfferInstall({ ...facts, visits: 1 })).toBe(false);
    expect(shouldOfferInstall({ ...facts, signedIn: false })).toBe(false);
    expect(shouldOfferInstall({ ...facts, hasPrompt: false })).toBe(false);
    expect(shouldOfferInstall({ ...facts, dismissed: true })).toBe(false);
    expect(shouldOfferInstall({ ...facts, standalone: true })).toBe(false);
  });

  it('counts a visit once per tab session, however often the tab reloads', () => {
    const local = memory();
    let session = memory();
    expect(countVisit(local, session)).toBe(1);
    expect(countVisit(local, session)).toBe(1);
    session = memory();
    expect(countVisit(local, session)).toBe(2);
    expect(countVisit(local, memory())).toBe(3);
  });

  it('counts nothing without storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(countVisit(broken, broken)).toBe(0);
    expect(installDismissed(broken)).toBe(false);
  });

  it("remembers 'Agora não'", () => {
    const local = memory();
    expect(installDismissed(local)).toBe(false);
    dismissInstall(local, new Date('2026-12-02T12:00:00Z'));
    expect(installDismissed(local)).toBe(true);
    expect(local.getItem('mesadinha:install-dismissed')).toBe('2026-12-02T12:00:00.000Z');
  });
});
