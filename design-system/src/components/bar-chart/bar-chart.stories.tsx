import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { BarChart } from './bar-chart';

const week = [
  { label: 'Seg', value: 250, valueText: 'R$ 2,50' },
  { label: 'Ter', value: 0, valueText: 'R$ 0,00' },
  { label: 'Qua', value: 500, valueText: 'R$ 5,00' },
  { label: 'Qui', value: 150, valueText: 'R$ 1,50' },
  { label: 'Sex', value: 1000, valueText: 'R$ 10,00' },
  { label: 'Sáb', value: 300, valueText: 'R$ 3,00' },
  { label: 'Dom', value: 0, valueText: 'R$ 0,00' },
];

const meta = {
  title: 'Dados/BarChart',
  component: BarChart,
  args: {
    title: 'Ganhos da semana',
    categoryLabel: 'Dia',
    valueLabel: 'Ganhos',
    data: week,
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Ganhos da semana' });
    await expect(within(table).getByRole('row', { name: 'Sex R$ 10,00' })).toBeInTheDocument();
  },
};
export const Highlighted: Story = { args: { highlight: 'Sex' } };
export const Empty: Story = {
  args: { data: week.map((d) => ({ ...d, value: 0, valueText: 'R$ 0,00' })) },
};
export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <BarChart {...args} />}</AgeThemesGrid>,
};
