import { render, screen } from '@testing-library/react';
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
});
