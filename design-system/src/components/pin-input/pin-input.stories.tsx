import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { PinInput, type PinInputProps } from './pin-input';

/** Stateful wrapper: the component is controlled. */
function StatefulPin(props: Omit<PinInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <PinInput {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Formulários/PinInput',
  component: StatefulPin,
  args: { label: 'PIN', hint: '6 dígitos' },
} satisfies Meta<typeof StatefulPin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('PIN');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a3-4b5678');
    // Letters and symbols are dropped and the PIN stops at 6 digits.
    await expect(input).toHaveValue('123456');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar PIN' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  args: { error: 'PIN deve ter pelo menos 6 dígitos', initial: '123' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('PIN');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/PIN deve ter pelo menos 6 dígitos/);
  },
};

export const Disabled: Story = { args: { disabled: true, initial: '1234' } };

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <StatefulPin {...args} />}</AgeThemesGrid>,
};
