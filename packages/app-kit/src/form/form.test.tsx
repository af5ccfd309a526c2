import '@testing-library/jest-dom/vitest';
import { ParentSignInInputSchema } from '@portal/contracts/auth';
import { MSG } from '@portal/contracts/messages';
import { Button } from '@portal/design-system';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import {
  Form,
  FormCheckbox,
  FormSwitch,
  FormSelect,
  FormTextField,
  formError,
  showFormError,
  showServerIssues,
  useZodForm,
} from '.';

function LoginForm({ onValid }: { onValid: (input: unknown) => Promise<void> | void }) {
  const form = useZodForm(ParentSignInInputSchema, { defaultValues: { email: '', password: '' } });
  const failure = formError(form);
  return (
    <Form
      form={form}
      aria-label="Entrar"
      onSubmit={async (input) => {
        await onValid(input);
        showServerIssues(form, [{ path: ['password'], message: 'Senha recusada pelo servidor.' }]);
        showFormError(form, 'Erro ao fazer login');
      }}
    >
      {failure ? <p role="alert">{failure}</p> : null}
      <FormTextField name="email" label="E-mail" type="email" />
      <FormTextField name="password" label="Senha" type="password" />
      <Button type="submit">Entrar</Button>
    </Form>
  );
}

afterEach(cleanup);

describe('@portal/app-kit/form', () => {
  it("shows the contract's pt-BR messages and focuses the first invalid field", async () => {
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

  it("passes the schema's output on, clears a field's message when it is edited", async () => {
    const onValid = vi.fn();
    render(<LoginForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription(MSG.login.emailInvalid);
    expect(email).toHaveFocus();
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    // The other field keeps its message until it is edited or the form is sent again.
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(MSG.login.passwordRequired);

    await user.clear(email);
    await user.type(email, ' Ana@Example.com ');
    await user.type(screen.getByLabelText('Senha'), ' segredo ');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'segredo' });
  });

  it("puts the server's issues under their fields, focuses them, and clears them on the next submit", async () => {
    const user = userEvent.setup();
    render(<LoginForm onValid={() => undefined} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha'), 'segredo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const password = screen.getByLabelText('Senha');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao fazer login');
    expect(password).toHaveAccessibleDescription('Senha recusada pelo servidor.');
    expect(password).toHaveFocus();

    await user.clear(screen.getByLabelText('E-mail'));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('focuses the first invalid field in screen order, not in the order fields appeared', async () => {
    const Schema = z.object({
      kind: z.string().min(1, 'Escolha um tipo'),
      title: z.string().min(1, 'Título é obrigatório'),
    });
    function LateFirstField() {
      const form = useZodForm(Schema, { defaultValues: { kind: '', title: '' } });
      const [showKind, setShowKind] = useState(false);
      return (
        <Form form={form} onSubmit={() => undefined}>
          {showKind ? (
            <FormSelect
              name="kind"
              label="Tipo"
              placeholder="Selecione"
              options={[{ value: 'a', label: 'A' }]}
            />
          ) : null}
          <FormTextField name="title" label="Título" />
          <Button onClick={() => setShowKind(true)}>Mais opções</Button>
          <Button type="submit">Salvar</Button>
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<LateFirstField />);
    await user.click(screen.getByRole('button', { name: 'Mais opções' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription('Título é obrigatório');
    expect(screen.getByLabelText('Tipo')).toHaveAccessibleDescription('Escolha um tipo');
    expect(screen.getByLabelText('Tipo')).toHaveFocus();
  });

  it('wires the boolean fields (checkbox, switch) and passes their values on', async () => {
    const onValid = vi.fn();
    const Schema = z.object({ photo: z.boolean(), daily: z.boolean() });
    function Booleans() {
      const form = useZodForm(Schema, { defaultValues: { photo: false, daily: true } });
      return (
        <Form form={form} onSubmit={onValid}>
          <FormSwitch name="daily" label="Tarefa recorrente" />
          <FormCheckbox name="photo" label="Exigir foto" />
          <Button type="submit">Salvar</Button>
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<Booleans />);
    const daily = screen.getByRole('switch', { name: 'Tarefa recorrente' });
    expect(daily).toHaveAttribute('aria-checked', 'true');
    await user.click(daily);
    await user.click(screen.getByRole('checkbox', { name: 'Exigir foto' }));
    expect(screen.getByRole('checkbox', { name: 'Exigir foto' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onValid).toHaveBeenCalledWith({ photo: true, daily: false });
  });

  it('loads a schema given as a loader when a field takes the focus, once, and validates with it', async () => {
    const load = vi.fn(() => Promise.resolve(ParentSignInInputSchema));
    const onValid = vi.fn();
    function LazyLogin() {
      const form = useZodForm(load, { defaultValues: { email: '', password: '' } });
      return (
        <Form form={form} onSubmit={onValid}>
          <FormTextField name="email" label="E-mail" type="email" />
          <FormTextField name="password" label="Senha" type="password" />
          <Button type="submit">Entrar</Button>
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<LazyLogin />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('E-mail'));
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(MSG.login.emailRequired)).toBeVisible();
    await user.type(screen.getByLabelText('E-mail'), 'Pai@Exemplo.com');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ email: 'pai@exemplo.com', password: 'segredo1' }),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says a schema that could not be downloaded is the connection's fault, and tries again on the next submit", async () => {
    const load = vi
      .fn<() => Promise<typeof ParentSignInInputSchema>>()
      // Clicking 'Entrar' focuses it (the form starts the download), then submits (tries again).
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(ParentSignInInputSchema);
    function LazyLogin() {
      const form = useZodForm(load, { defaultValues: { email: '', password: '' } });
      const failure = formError(form);
      return (
        <Form form={form} onSubmit={() => undefined}>
          {failure ? <p role="alert">{failure}</p> : null}
          <FormTextField name="email" label="E-mail" type="email" />
          <FormTextField name="password" label="Senha" type="password" />
          <Button type="submit">Entrar</Button>
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<LazyLogin />);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    );
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(MSG.login.emailRequired)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a form once when it is submitted again while the first submit is on its way', async () => {
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    function Once() {
      const form = useZodForm(z.object({ title: z.string() }), { defaultValues: { title: 'a' } });
      return (
        <Form form={form} onSubmit={onValid}>
          <FormTextField name="title" label="Título" />
          <Button type="submit">Salvar</Button>
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<Once />);
    await user.dblClick(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    finish();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onValid).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
  });
});
