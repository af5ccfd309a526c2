import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { MoneyInput, type MoneyInputProps } from './money-input';

type StatefulProps = Omit<MoneyInputProps, 'value' | 'onChange'> & {
  initial?: string;
  onValue?: (value: string, centavos: number | null) => void;
};

/** Stateful wrapper: the component is controlled. */
function StatefulMoney({ initial = '', onValue, ...rest }: StatefulProps) {
  const [value, setValue] = useState(initial);
  return (
    <MoneyInput
      {...rest}
      value={value}
      onChange={(text, centavos) => {
        setValue(text);
        onValue?.(text, centavos);
      }}
    />
  );
}

const meta = {
  title: 'Formulários/MoneyInput',
  component: StatefulMoney,
  args: { label: 'Valor da tarefa', onValue: fn() },
} satisfies Meta<typeof StatefulMoney>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Valor da tarefa');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12,5');
    await expect(input).toHaveValue('12,5');
    await expect(args.onValue).toHaveBeenLastCalledWith('12,5', 1250);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Orçamento mensal',
    hint: 'Referência para o limite semanal de cada filho.',
    initial: '400,00',
  },
};

export const WithError: Story = { args: { error: 'Valor inválido', initial: '0' } };

export const Disabled: Story = { args: { disabled: true, initial: '5,00' } };

export const Dollars: Story = { args: { currency: 'USD', initial: '10.00' } };

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <StatefulMoney {...args} label="Meta" />}</AgeThemesGrid>,
};
