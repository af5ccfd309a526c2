import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { ProgressRing } from './progress-ring';

const meta = {
  title: 'Feedback/ProgressRing',
  component: ProgressRing,
  args: { label: 'Meta: bicicleta', value: 120, max: 300, valueText: 'R$ 120 de R$ 300' },
} satisfies Meta<typeof ProgressRing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const ring = within(canvasElement).getByRole('progressbar', { name: 'Meta: bicicleta' });
    await expect(ring).toHaveAttribute('aria-valuetext', 'R$ 120 de R$ 300');
  },
};
export const Empty: Story = { args: { value: 0, valueText: undefined } };
export const Complete: Story = { args: { value: 300, valueText: 'Meta alcançada!' } };
export const Meter: Story = {
  args: { kind: 'meter', label: 'Mesada gasta', value: 35, max: 100, valueText: undefined },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'end' }}>
      <ProgressRing {...args} size="sm" label="Pequeno" />
      <ProgressRing {...args} size="md" label="Médio" />
      <ProgressRing {...args} size="lg" label="Grande" />
    </div>
  ),
};
export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <ProgressRing {...args} />}</AgeThemesGrid>,
};
