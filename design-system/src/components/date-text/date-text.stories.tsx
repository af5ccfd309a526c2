import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { DateText } from './date-text';

const meta = {
  title: 'Dados/DateText',
  component: DateText,
  args: { iso: '2025-03-09' },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('09/03/2025');
  },
};

export const Timestamp: Story = { args: { iso: '2025-12-31T12:00:00Z' } };

export const AgeThemes: Story = {
  render: (args) => (
    <AgeThemesGrid>
      {() => (
        <p>
          Disponível em <DateText {...args} />
        </p>
      )}
    </AgeThemesGrid>
  ),
};
