/** Age group of a child; it picks the colour theme, greeting and motivational message. */
export type AgeGroup = 'kids' | 'teens' | 'young';

/** Youngest age a child account may have (spec 000 §9). */
export const MIN_CHILD_AGE = 9;
/** Oldest age a child account may have (spec 000 §9). */
export const MAX_CHILD_AGE = 18;
/** Most children a family may have, and the most a single setup submission may add. */
export const MAX_CHILDREN = 5;
/** Fewest children a family setup submission must contain. */
export const MIN_CHILDREN = 1;

/** Every age group, youngest first. */
export const AGE_GROUPS: readonly AgeGroup[] = ['kids', 'teens', 'young'];

/** pt-BR name of each age group, used on the age-group badge. */
export const AGE_GROUP_LABELS: Readonly<Record<AgeGroup, string>> = {
  kids: 'Criança',
  teens: 'Adolescente',
  young: 'Jovem',
};

/** pt-BR age range of each age group, for the badge's secondary text. */
export const AGE_GROUP_RANGES: Readonly<Record<AgeGroup, string>> = {
  kids: '9 a 12 anos',
  teens: '13 a 15 anos',
  young: '16 anos ou mais',
};

/**
 * Age group of a child: kids 9-12, teens 13-15, young 16 and above "or anything else"
 * (spec 000 §1 and 001 §1). "Anything else" is taken literally: ages below 9, fractional
 * ages outside the ranges and non-numbers (NaN) are `young`, so an unexpected value never
 * puts an older child in the kids theme.
 */
export function ageGroupFromAge(age: number): AgeGroup {
  if (age >= 9 && age <= 12) return 'kids';
  if (age >= 13 && age <= 15) return 'teens';
  return 'young';
}

/** Whether `age` is an allowed child age (an integer from 9 to 18). */
export function isValidChildAge(age: number): boolean {
  return Number.isInteger(age) && age >= MIN_CHILD_AGE && age <= MAX_CHILD_AGE;
}
