import { shapeProperties } from '../styles/tokens-css';
import { ageThemes, themeNames, themes, type ThemeTone } from './themes';

const EMOJI = /\p{Extended_Pictographic}/u;
const toneLines = (tone: ThemeTone) =>
  Object.entries(tone).filter(([key]) => key !== 'voice') as Array<[string, string]>;

describe.each(themeNames)('%s theme', (name) => {
  const theme = themes[name];

  it('keeps every control at least 44 px tall (touch target)', () => {
    expect(Number.parseFloat(theme.density.controlHeight)).toBeGreaterThanOrEqual(44);
  });

  it('has motion durations in milliseconds, fast ≤ base ≤ slow', () => {
    const [fast, base, slow] = [theme.motion.fast, theme.motion.base, theme.motion.slow].map(
      (value) => {
        expect(value).toMatch(/^\d+ms$/);
        return Number.parseInt(value, 10);
      },
    );
    expect(fast).toBeLessThanOrEqual(base!);
    expect(base).toBeLessThanOrEqual(slow!);
  });

  it('writes every helper line of its tone, and describes its voice without emoji', () => {
    for (const [, line] of toneLines(theme.tone)) expect(line.trim()).not.toBe('');
    expect(theme.tone.voice).not.toMatch(EMOJI);
  });

  it(`follows its emoji policy (${theme.illustration.emoji}) in every line of its tone`, () => {
    const withEmoji = toneLines(theme.tone).filter(([, line]) => EMOJI.test(line));
    const total = toneLines(theme.tone).length;
    if (theme.illustration.emoji === 'none') expect(withEmoji).toEqual([]);
    if (theme.illustration.emoji === 'rich') expect(withEmoji).toHaveLength(total);
    if (theme.illustration.emoji === 'sparing') {
      expect(withEmoji.length).toBeGreaterThan(0);
      expect(withEmoji.length).toBeLessThanOrEqual(total / 2);
      // An error is no place for a wink.
      expect(theme.tone.errorRecovery).not.toMatch(EMOJI);
    }
  });
});

describe('age themes', () => {
  // The issue: "the age themes differ only in colour and copy". Each pair must now differ in
  // every non-colour dimension.
  const pairs = [
    ['kids', 'teens'],
    ['teens', 'young'],
    ['kids', 'young'],
  ] as const;

  it.each(pairs)('%s and %s differ in shape, type, density, motion and illustration', (a, b) => {
    const [x, y] = [ageThemes[a], ageThemes[b]];
    expect(x.radius).not.toEqual(y.radius);
    expect([x.typography.scale, x.typography.headingWeight]).not.toEqual([
      y.typography.scale,
      y.typography.headingWeight,
    ]);
    expect(x.density).not.toEqual(y.density);
    expect(x.motion).not.toEqual(y.motion);
    expect(x.illustration).not.toEqual(y.illustration);
    expect(x.tone).not.toEqual(y.tone);
  });

  it('grows from compact (young) to roomy (kids)', () => {
    const md = (name: 'kids' | 'teens' | 'young') =>
      Number.parseFloat(ageThemes[name].density.space.md);
    expect(md('kids')).toBeGreaterThan(md('teens'));
    expect(md('teens')).toBeGreaterThan(md('young'));
  });

  it('emits every non-colour token as a custom property', () => {
    const properties = shapeProperties(themes.kids);
    expect(properties).toMatchObject({
      '--mesa-radius-md': '16px',
      '--mesa-font-weight-heading': '800',
      '--mesa-space-md': '1.25rem',
      '--mesa-control-height': '52px',
      '--mesa-motion-base': '280ms',
      '--mesa-illustration-size': '4rem',
    });
  });
});
