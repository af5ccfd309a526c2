import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Nível 3', value: 320, max: 500, valueText: '320 de 500 XP' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Nível 3' });
    await expect(bar).toHaveAttribute('aria-valuenow', '320');
    await expect(bar).toHaveAttribute('aria-valuetext', '320 de 500 XP');
  },
};

export const Percentage: Story = {
  args: { label: 'Progresso geral', value: 45, max: 100, valueText: undefined },
};

export const Empty: Story = { args: { value: 0, valueText: '0 de 500 XP' } };

export const Complete: Story = {
  args: { label: 'Bicicleta', value: 500, valueText: 'Meta concluída' },
};

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <ProgressBar {...args} />}</AgeThemesGrid>,
};
