import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from './menu';

describe('Menu', () => {
  it('is a menu button: opens, skips disabled items, runs the chosen action and closes', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    render(
      <Menu
        trigger={<button type="button">Mais ações</button>}
        items={[
          { id: 'edit', label: 'Editar', onSelect: edit },
          { id: 'archive', label: 'Arquivar', disabled: true, onSelect: vi.fn() },
          { id: 'delete', label: 'Excluir', tone: 'danger', onSelect: remove },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Mais ações' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Arquivar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Excluir' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
