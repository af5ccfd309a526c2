import { CreateGoalInputSchema, GoalDepositInputSchema } from './goals';
import { issuesOf } from './test-helpers';

describe('CreateGoalInputSchema', () => {
  it('parses a custom goal with a comma amount', () => {
    expect(CreateGoalInputSchema.parse({ title: ' Bicicleta ', targetAmount: '450,90' })).toEqual({
      title: 'Bicicleta',
      targetAmount: 45090,
      category: undefined,
      description: undefined,
      imageUrl: undefined,
    });
  });

  it.each([
    [{ title: ' ', targetAmount: '10' }, { title: ['Informe um nome para a meta.'] }],
    [
      { title: 'Bola', targetAmount: '0' },
      { targetAmount: ['Informe um valor válido maior que zero.'] },
    ],
    [
      { title: 'Bola', targetAmount: 'x' },
      { targetAmount: ['Informe um valor válido maior que zero.'] },
    ],
    [
      { title: 'Bola', targetAmount: '' },
      { targetAmount: ['Informe um valor válido maior que zero.'] },
    ],
  ])('%j → %j', (input, issues) => {
    expect(issuesOf(CreateGoalInputSchema, input)).toEqual(issues);
  });
});

describe('GoalDepositInputSchema', () => {
  it('takes centavos or text, above zero', () => {
    expect(GoalDepositInputSchema.parse({ amount: 500 })).toEqual({ amount: 500 });
    expect(GoalDepositInputSchema.parse({ amount: '5' })).toEqual({ amount: 500 });
    expect(issuesOf(GoalDepositInputSchema, { amount: 0 })).toEqual({
      amount: ['Informe um valor válido maior que zero.'],
    });
  });

  it('says a goal above R$ 1.000.000,00 is too big, not that it is not a value', () => {
    const tooBig = ['99.999.999.999,00', '1.000.000,01', 100_000_001];
    for (const targetAmount of tooBig) {
      expect(issuesOf(CreateGoalInputSchema, { title: 'Casa', targetAmount })).toEqual({
        targetAmount: ['O valor de uma meta pode ser de até R$ 1.000.000,00.'],
      });
    }
    expect(
      CreateGoalInputSchema.parse({ title: 'Casa', targetAmount: '1.000.000,00' }),
    ).toMatchObject({
      targetAmount: 100_000_000,
    });
  });
});
