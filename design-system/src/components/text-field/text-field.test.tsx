import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled by its visible label and described by hint and error', () => {
    render(<TextField label="E-mail" hint="Usaremos para avisos" error="E-mail inválido" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Usaremos para avisos E-mail inválido');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Nome completo" />);
    expect(screen.getByLabelText('Nome completo')).not.toHaveAttribute('aria-invalid');
  });

  it('lets the user show and hide a password', async () => {
    render(<TextField label="Senha" type="password" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no visibility toggle on other types', () => {
    render(<TextField label="Usuário" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
