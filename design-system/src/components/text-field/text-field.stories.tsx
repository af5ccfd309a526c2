import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { TextField } from './text-field';

const meta = {
  title: 'Formulários/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email', name: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await userEvent.type(input, 'mae@exemplo.com');
    await expect(input).toHaveValue('mae@exemplo.com');
  },
};

export const WithHint: Story = {
  args: { label: 'Telefone', type: 'tel', hint: 'Opcional', name: 'phone', autoComplete: 'tel' },
};

export const WithError: Story = {
  args: { error: 'E-mail inválido', defaultValue: 'mae@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('E-mail inválido');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'mae@exemplo.com' } };

export const Password: Story = {
  args: { label: 'Senha', type: 'password', name: 'password', autoComplete: 'current-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await userEvent.type(input, 'segredo1');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const AgeThemes: Story = {
  render: (args) => (
    <AgeThemesGrid>
      {(group) => <TextField {...args} label="Nome de usuário" type="text" id={`user-${group}`} />}
    </AgeThemesGrid>
  ),
};
