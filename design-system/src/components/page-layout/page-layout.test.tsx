import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDE_LAYOUT_QUERY } from '../../internal/media';
import { PageLayout } from './page-layout';

/** A controllable `window.matchMedia` (jsdom has none). */
function mockMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === WIDE_LAYOUT_QUERY && matches;
    },
    media: query,
    addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      listeners.forEach((fn) => fn());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

const follows = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

function renderWithNav() {
  render(
    <PageLayout title="Início" nav={<nav aria-label="Navegação principal" />}>
      <a href="#x">Conteúdo</a>
    </PageLayout>,
  );
  return {
    nav: screen.getByRole('navigation', { name: 'Navegação principal' }),
    main: screen.getByRole('main'),
  };
}

describe('PageLayout', () => {
  it('has a skip link to the main landmark, a header h1 and the nav slot', async () => {
    render(
      <PageLayout
        title="Plano de Metas"
        subtitle="Economize para o que importa"
        back={<a href="/child/dashboard">Voltar</a>}
        actions={<button type="button">Sair</button>}
        nav={<nav aria-label="Navegação principal" />}
      >
        <p>Conteúdo</p>
      </PageLayout>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveTextContent('Conteúdo');
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Plano de Metas' }),
    );
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
  });

  it('puts the bottom navigation after the content on phones (and without matchMedia)', () => {
    const { nav, main } = renderWithNav();
    expect(follows(main, nav)).toBe(true);
  });

  it('puts the side navigation before the content from 1024 px, and follows resizes', () => {
    const media = mockMatchMedia(true);
    try {
      const { main } = renderWithNav();
      // One navigation landmark in either layout.
      expect(screen.getAllByRole('navigation')).toHaveLength(1);
      expect(follows(screen.getByRole('navigation'), main)).toBe(true);
      act(() => media.set(false));
      expect(screen.getAllByRole('navigation')).toHaveLength(1);
      expect(follows(main, screen.getByRole('navigation'))).toBe(true);
    } finally {
      media.restore();
    }
  });
});
