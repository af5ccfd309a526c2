import '@testing-library/jest-dom/vitest';
import { ParentSignInInputSchema } from '@portal/contracts/auth';
import { MSG } from '@portal/contracts/messages';
import { Button, PinInput, TextField } from '@portal/design-system';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { usePlainForm } from './plain-form';

function LoginForm({
  onValid,
  schema = ParentSignInInputSchema,
}: {
  onValid: (input: unknown) => void;
  /** The contract's schema, or a loader of it (a lazy chunk). */
  schema?: Parameters<typeof usePlainForm<'email' | 'password', unknown>>[0];
}) {
  const form = usePlainForm(schema, { email: '', password: '' });
  return (
    <form {...form.formProps(onValid)}>
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <TextField {...form.field('email')} label="E-mail" type="email" />
      <TextField {...form.field('password')} label="Senha" type="password" />
      <Button type="submit">Entrar</Button>
      <Button onClick={() => form.showFormError('Erro ao fazer login')}>Recusar</Button>
    </form>
  );
}

afterEach(cleanup);

describe('@portal/app-kit/plain-form', () => {
  it("shows the contract's pt-BR messages and focuses the first invalid field on screen", async () => {
    const onValid = vi.fn();
    render(<LoginForm onValid={onValid} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription(MSG.login.emailRequired);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(MSG.login.passwordRequired);
    expect(email).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("clears only the edited field's message and passes the schema's output on", async () => {
    const onValid = vi.fn();
    render(<LoginForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Senha'), ' segredo ');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription(MSG.login.emailRequired);
    await user.type(email, 'ana@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(email).toHaveAccessibleDescription(MSG.login.emailInvalid);
    expect(email).toHaveFocus();

    await user.clear(email);
    await user.type(email, ' Ana@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'segredo' });
  });

  it('keeps the form-level message until the next submit', async () => {
    const user = userEvent.setup();
    render(<LoginForm onValid={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao fazer login');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao fazer login');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sets a value and moves the focus on request (a PIN cleared after a wrong try)', async () => {
    const Schema = z.object({ pin: z.string().min(6, 'PIN curto') });
    function Pin() {
      const form = usePlainForm(Schema, { pin: '' });
      return (
        <form {...form.formProps(() => undefined)}>
          <PinInput {...form.field('pin')} label="PIN" />
          <Button
            onClick={() => {
              form.setValue('pin', '');
              form.setFocus('pin');
            }}
          >
            Tentar de novo
          </Button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Pin />);
    const pin = screen.getByLabelText('PIN');
    await user.type(pin, '12a34');
    expect(pin).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(pin).toHaveValue('');
    expect(pin).toHaveFocus();
  });
});

describe('usePlainForm with a schema loaded on demand', () => {
  it('starts the download on focus; a failed one says so on submit and keeps what was typed', async () => {
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve(ParentSignInInputSchema)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<LoginForm onValid={onValid} schema={load} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    expect(load).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Senha'), 'segredo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
    expect(onValid).not.toHaveBeenCalled();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'segredo' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
