import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageLayout } from './page-layout';

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
});
