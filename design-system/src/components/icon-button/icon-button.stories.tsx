import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { IconButton } from './icon-button';

const meta = {
  title: 'Componentes/IconButton',
  component: IconButton,
  args: { label: 'Sair', icon: '⎋', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sair' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary', label: 'Adicionar', icon: '+' } };

export const Disabled: Story = { args: { disabled: true } };

export const AgeThemes: Story = {
  render: (args) => (
    <AgeThemesGrid>{() => <IconButton {...args} variant="secondary" />}</AgeThemesGrid>
  ),
};
