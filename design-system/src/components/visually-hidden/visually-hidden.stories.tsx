import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Utilitários/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Texto só para leitores de tela' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <button type="button" className="mesa-button mesa-button--secondary">
      <span aria-hidden="true">🔔</span>
      <VisuallyHidden {...args}>Notificações</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notificações' })).toBeVisible();
  },
};

export const AgeThemes: Story = {
  render: (args) => (
    <AgeThemesGrid>
      {() => (
        <p>
          Saldo <VisuallyHidden {...args}>atual</VisuallyHidden>
        </p>
      )}
    </AgeThemesGrid>
  ),
};
