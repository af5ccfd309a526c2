import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Done({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

describe('lazyScreen', () => {
  it("shows 'Carregando...' while the screen's code arrives, then the screen", async () => {
    const Screen = lazyScreen(async () => Done, 'loading');
    render(<Screen name="Tarefas" />);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tarefas' })).toBeVisible();
  });

  it('renders at once once preloaded', async () => {
    const Screen = lazyScreen(async () => Done, 'loading');
    await Screen.preload();
    render(<Screen name="Metas" />);
    expect(screen.getByRole('heading', { name: 'Metas' })).toBeVisible();
  });

  it('keeps the screen (and what was typed in it) when it renders again after its code arrived', async () => {
    function Form({ label }: { label: string }) {
      const [text, setText] = useState('');
      return (
        <label>
          {label}
          <input value={text} onChange={(event) => setText(event.target.value)} />
        </label>
      );
    }
    const Screen = lazyScreen(async () => Form, 'loading');
    const { rerender } = render(<Screen label="Nome da família" />);
    const field = await screen.findByRole('textbox', { name: 'Nome da família' });
    await userEvent.type(field, 'Silva');
    // The next render (a tab written to the URL, new data) must not swap the lazy component
    // for the loaded one: that remounts the screen and loses the edit (QA, settings tabs).
    rerender(<Screen label="Nome da família" />);
    expect(screen.getByRole('textbox', { name: 'Nome da família' })).toBe(field);
    expect(field).toHaveValue('Silva');
  });
});
