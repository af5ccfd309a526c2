import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Formulários/Checkbox',
  component: Checkbox,
  args: { label: 'Requer foto', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Requer foto' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Requer aprovação',
    description: 'O valor só entra no saldo depois que você aprovar.',
    defaultChecked: true,
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <Checkbox {...args} defaultChecked />}</AgeThemesGrid>,
};
