import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs, type TabItem } from './tabs';

const tabs: TabItem[] = [
  { id: 'hoje', label: 'Hoje', badge: 2, content: 'Painel Hoje' },
  { id: 'proximas', label: 'Próximas', content: 'Painel Próximas' },
  { id: 'concluidas', label: 'Concluídas', content: 'Painel Concluídas' },
];

describe('Tabs', () => {
  it('moves and selects with arrow keys, wrapping, and Home/End', async () => {
    render(<Tabs label="Tarefas" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Tarefas' })).toBeInTheDocument();
    await userEvent.tab();
    const [hoje, proximas, concluidas] = screen.getAllByRole('tab');
    expect(hoje).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(proximas).toHaveFocus();
    expect(proximas).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Próximas' })).toHaveTextContent('Painel Próximas');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(concluidas).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(hoje).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(concluidas).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only the selected tab in the Tab order, then goes to the panel', async () => {
    render(<Tabs label="Tarefas" tabs={tabs} defaultValue="proximas" />);
    // Tab lands on the selected tab (not the first), and the next Tab leaves the list.
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Próximas' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('concluidas');
      return <Tabs label="Tarefas" tabs={tabs} value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel Concluídas');
    await userEvent.click(screen.getByRole('tab', { name: /Hoje/ }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Painel Hoje');
  });
});
