import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Spinner } from './spinner';

const meta = { title: 'Feedback/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

export const VisibleLabel: Story = { args: { label: 'Carregando transações...', showLabel: true } };

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <Spinner {...args} showLabel />}</AgeThemesGrid>,
};
