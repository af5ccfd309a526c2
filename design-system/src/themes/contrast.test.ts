import { contrastRatio, nonTextPairs, textPairs } from './contrast';
import { colorSchemes, themeNames, themes } from './themes';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known 4.54:1 "lightest accessible grey".
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects values that are not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

// One test per theme × scheme × pair, so a failure names the exact tokens to fix.
describe.each(
  themeNames.flatMap((theme) => colorSchemes.map((scheme) => [theme, scheme] as const)),
)('%s theme, %s scheme', (theme, scheme) => {
  const palette = themes[theme].colors[scheme];

  it.each(textPairs)('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});
