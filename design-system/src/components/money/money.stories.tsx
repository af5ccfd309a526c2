import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Money } from './money';

const meta = {
  title: 'Dados/Money',
  component: Money,
  args: { centavos: 1250 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('R$ 12,50');
  },
};

export const SignedPositive: Story = {
  args: { centavos: 500, signed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+R$ 5,00')).toBeInTheDocument();
  },
};

export const SignedNegative: Story = {
  args: { centavos: -2000, signed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('−R$ 20,00')).toBeInTheDocument();
  },
};

export const Zero: Story = { args: { centavos: 0 } };

export const Euros: Story = { args: { centavos: 123456, currency: 'EUR' } };

export const AgeThemes: Story = {
  render: () => (
    <AgeThemesGrid>
      {() => (
        <p style={{ display: 'flex', gap: '1rem' }}>
          <Money centavos={1500} signed />
          <Money centavos={-700} signed />
        </p>
      )}
    </AgeThemesGrid>
  ),
};
