import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Select } from './select';

const categories = ['Limpeza', 'Cozinha', 'Estudos', 'Jardim', 'Organização', 'Outro'].map(
  (label) => ({ value: label.toLowerCase(), label }),
);

const meta = {
  title: 'Formulários/Select',
  component: Select,
  args: { label: 'Categoria', options: categories, placeholder: 'Selecione...' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Categoria');
    await userEvent.selectOptions(select, 'Estudos');
    await expect(select).toHaveValue('estudos');
  },
};

export const WithError: Story = { args: { error: 'Selecione uma categoria' } };

export const Disabled: Story = { args: { disabled: true } };

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <Select {...args} />}</AgeThemesGrid>,
};
