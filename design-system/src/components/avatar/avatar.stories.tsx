import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Avatar } from './avatar';

const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f4a261"/><circle cx="32" cy="26" r="12" fill="#264653"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#264653"/></svg>',
  );

const meta = {
  title: 'Componentes/Avatar',
  component: Avatar,
  args: { name: 'Ana Clara Souza' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana Clara Souza' });
    await expect(avatar).toHaveTextContent('AS');
  },
};

export const WithPhoto: Story = { args: { src: photo } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <Avatar {...args} size="lg" />}</AgeThemesGrid>,
};
