import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestedUsername, usernameVariants, USERNAME_VARIANTS } from './username';

const USERNAME = /^[a-z0-9._-]{3,30}$/;

describe('suggestedUsername (issue 41)', () => {
  it.each([
    ['Lia Souza', 'lia'],
    ['  João Pedro ', 'joao'],
    ['Ágata', 'agata'],
    ['Çécília', 'cecilia'],
    ['Bo Lima', 'bo.lima'],
    ['Li Bo Wu', 'li.bo'],
    ['Ana-Clara', 'ana'],
    ["D'Ávila", 'd.avila'],
    ['Maximiliano'.repeat(4), 'maximiliano'.repeat(4).slice(0, 30)],
    ['Theo 2', 'theo'],
  ])('%j → %j', (name, username) => {
    expect(suggestedUsername(name)).toBe(username);
  });

  it.each([[''], ['   '], ['Lu'], ['!!!'], ['李']])(
    '%j → null (nothing of 3 characters)',
    (name) => {
      expect(suggestedUsername(name)).toBeNull();
    },
  );

  it('always suggests a username the rules accept, or none', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const username = suggestedUsername(name);
        return username === null || USERNAME.test(username);
      }),
    );
  });
});

describe('usernameVariants', () => {
  it('offers the username, then numbered variants', () => {
    expect(usernameVariants('lia', 4)).toEqual(['lia', 'lia2', 'lia3', 'lia4']);
    expect(usernameVariants('lia')).toHaveLength(USERNAME_VARIANTS);
  });

  it('counts on from a number the username ends with', () => {
    expect(usernameVariants('lia2', 3)).toEqual(['lia2', 'lia3', 'lia4']);
    expect(usernameVariants('ana.1', 2)).toEqual(['ana.1', 'ana.2']);
  });

  it('cuts a long username to fit its suffix in 30 characters', () => {
    const long = 'a'.repeat(30);
    expect(usernameVariants(long, 3)).toEqual([long, `${'a'.repeat(29)}2`, `${'a'.repeat(29)}3`]);
  });

  it('keeps a short stem with its number long enough (.00 → .01)', () => {
    expect(usernameVariants('.00', 3)).toEqual(['.00', '.01', '.02']);
  });

  it('lists distinct usernames the rules accept', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._-]{3,30}$/), (username) => {
        const variants = usernameVariants(username);
        return (
          variants[0] === username &&
          new Set(variants).size === variants.length &&
          variants.every((variant) => USERNAME.test(variant))
        );
      }),
    );
  });
});
