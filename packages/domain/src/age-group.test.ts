import { describe, expect, it } from 'vitest';
import { AGE_GROUP_LABELS, ageGroupFromAge, isValidChildAge } from './age-group';

describe('ageGroupFromAge', () => {
  it.each([
    [9, 'kids'],
    [12, 'kids'],
    [13, 'teens'],
    [15, 'teens'],
    [16, 'young'],
    [18, 'young'],
    // "or anything else": below the range and nonsense fall into young
    [8, 'young'],
    [0, 'young'],
    [-1, 'young'],
    [12.5, 'young'],
    [Number.NaN, 'young'],
    [40, 'young'],
  ] as const)('age %s is %s', (age, group) => {
    expect(ageGroupFromAge(age)).toBe(group);
  });

  it('has a pt-BR label for every group', () => {
    expect(AGE_GROUP_LABELS[ageGroupFromAge(10)]).toBe('Criança');
    expect(AGE_GROUP_LABELS[ageGroupFromAge(14)]).toBe('Adolescente');
    expect(AGE_GROUP_LABELS[ageGroupFromAge(17)]).toBe('Jovem');
  });
});

describe('isValidChildAge', () => {
  it.each([
    [9, true],
    [18, true],
    [8, false],
    [19, false],
    [10.5, false],
    [Number.NaN, false],
  ])('%s → %s', (age, ok) => {
    expect(isValidChildAge(age)).toBe(ok);
  });
});
