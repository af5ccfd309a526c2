import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Form, FormTextField, useWatch, useZodForm } from '.';
import { eventValue, FormStore } from './form-store';

afterEach(cleanup);

interface Values {
  family: { name: string; email: string };
  password: { current: string; next: string };
  children: { name: string }[];
}

const defaults = (): Values => ({
  family: { name: 'Silva', email: 'ana@x.com' },
  password: { current: '', next: '' },
  children: [{ name: 'Lia' }, { name: 'Rui' }],
});

describe('FormStore', () => {
  it('copies only the branch it changes, so the rest keeps its identity', () => {
    const store = new FormStore(defaults());
    const before = store.values;
    store.setValue('children.1.name', 'Ruy');
    expect(store.values.children).toEqual([{ name: 'Lia' }, { name: 'Ruy' }]);
    expect(Array.isArray(store.values.children)).toBe(true);
    expect(store.values.family).toBe(before.family);
    expect(store.values.children[0]).toBe(before.children[0]);
    expect(before.children[1]?.name).toBe('Rui');
  });

  it('tells dirty values from the defaults, and edited fields from values set by code', () => {
    const store = new FormStore(defaults());
    expect(store.isDirty).toBe(false);
    store.setValue('family.name', 'Souza');
    expect(store.isDirty).toBe(true);
    // Set by code: the field is not the user's edit.
    expect(store.fieldState('family.name').isDirty).toBe(false);
    store.change('family.name', 'Costa');
    expect(store.fieldState('family.name').isDirty).toBe(true);
    expect(store.fieldState('family').isDirty).toBe(true);
    // Back to the default: neither the field nor the form is dirty.
    store.change('family.name', 'Silva');
    expect(store.fieldState('family.name').isDirty).toBe(false);
    expect(store.isDirty).toBe(false);
  });

  it('clears the messages of a path and of every path inside it', () => {
    const store = new FormStore(defaults());
    store.setError('password.current', { type: 'server', message: 'Senha atual incorreta' });
    store.setError('password.next', { type: 'manual', message: 'Senha curta' });
    store.setError('family.name', { type: 'manual', message: 'Nome é obrigatório' });
    store.setError('root.server', { type: 'server', message: 'Erro ao salvar' });
    store.clearErrors('password');
    expect([...store.errors.keys()]).toEqual(['family.name', 'root.server']);
    store.clearErrors(['family.name']);
    expect([...store.errors.keys()]).toEqual(['root.server']);
    store.clearErrors();
    expect(store.errors.size).toBe(0);
  });

  it('resets to new defaults, keeping the values and messages when asked', () => {
    const store = new FormStore(defaults());
    store.change('family.name', 'Souza');
    store.setError('family.email', { type: 'server', message: 'E-mail em uso' });
    const saved = { ...defaults(), family: { name: 'Souza', email: 'ana@x.com' } };
    store.reset(saved, { keepValues: true, keepErrors: true });
    expect(store.values.family.name).toBe('Souza');
    expect(store.isDirty).toBe(false);
    expect(store.error('family.email')?.message).toBe('E-mail em uso');
    store.change('family.name', 'Lima');
    store.reset();
    expect(store.values).toBe(saved);
    expect(store.errors.size).toBe(0);
  });

  it('puts one field back to its default, without its message', () => {
    const store = new FormStore(defaults());
    store.change('password.next', 'segredo1');
    store.change('password.current', 'antiga12');
    store.setError('password.next', { type: 'server', message: 'Senha fraca' });
    store.resetField('password.next');
    expect(store.values.password).toEqual({ current: 'antiga12', next: '' });
    expect(store.error('password.next')).toBeUndefined();
    expect(store.fieldState('password.next').isDirty).toBe(false);
    expect(store.fieldState('password.current').isDirty).toBe(true);
  });

  it("reads a native input's change event as its value, or its checked state", () => {
    const text = document.createElement('input');
    text.value = 'Ana';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = true;
    expect(eventValue({ target: text })).toBe('Ana');
    expect(eventValue({ target: box })).toBe(true);
    expect(eventValue(['a', 'b'])).toEqual(['a', 'b']);
    expect(eventValue(null)).toBeNull();
  });
});

describe('useZodForm with the store', () => {
  it('renders a field again only when its own value or message changes', async () => {
    const renders = { name: 0, watched: 0 };
    function Watched() {
      renders.watched += 1;
      const email = useWatch({ name: 'email' }) as string;
      return <p>Enviar para {email || '—'}</p>;
    }
    function Name() {
      renders.name += 1;
      return <FormTextField name="name" label="Nome" />;
    }
    function Profile() {
      const form = useZodForm(z.object({ name: z.string(), email: z.string() }), {
        defaultValues: { name: '', email: '' },
      });
      return (
        <Form form={form} onSubmit={() => undefined}>
          <Name />
          <FormTextField name="email" label="E-mail" />
          <Watched />
        </Form>
      );
    }
    render(<Profile />);
    const user = userEvent.setup();
    const nameRenders = renders.name;
    await user.type(screen.getByLabelText('E-mail'), 'ana@x.com');
    expect(screen.getByText('Enviar para ana@x.com')).toBeInTheDocument();
    // The host rendered again once (the form became dirty), not once per key.
    expect(renders.name - nameRenders).toBeLessThanOrEqual(1);
    expect(renders.watched).toBeGreaterThanOrEqual('ana@x.com'.length);
  });

  it('is submitting until onSubmit settles, and the next submit clears the server message', async () => {
    let finish = () => undefined as void;
    function Goal() {
      const form = useZodForm(z.object({ title: z.string().min(1, 'Dê um nome à meta') }), {
        defaultValues: { title: 'Bicicleta' },
      });
      return (
        <Form
          form={form}
          onSubmit={() =>
            new Promise<void>((resolve) => {
              finish = () => {
                form.setError('root.server', { type: 'server', message: 'Erro ao criar meta' });
                resolve();
              };
            })
          }
        >
          <p>{form.formState.isSubmitting ? 'Salvando…' : 'Pronto'}</p>
          <p>{form.control.error('root.server')?.message ?? 'Sem erro'}</p>
          <button type="submit">Criar</button>
        </Form>
      );
    }
    render(<Goal />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Salvando…')).toBeInTheDocument();
    finish();
    expect(await screen.findByText('Pronto')).toBeInTheDocument();
    expect(screen.getByText('Erro ao criar meta')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Sem erro')).toBeInTheDocument();
  });
});
