import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { StepProgress } from './step-progress';

const meta = {
  title: 'Feedback/StepProgress',
  component: StepProgress,
  args: { steps: ['Seus dados', 'Sua família'], current: 0 },
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Etapa 1 de 2/)).toBeInTheDocument();
  },
};

export const SecondStep: Story = { args: { current: 1 } };

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <StepProgress {...args} current={1} />}</AgeThemesGrid>,
};
