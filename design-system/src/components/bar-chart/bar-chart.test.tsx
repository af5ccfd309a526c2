import { render, screen, within } from '@testing-library/react';
import { BarChart } from './bar-chart';

describe('BarChart', () => {
  const data = [
    { label: 'Jan', value: 10, valueText: 'R$ 10,00' },
    { label: 'Fev', value: 40, valueText: 'R$ 40,00' },
  ];

  it('gives screen readers the numbers as a table captioned with the title', () => {
    render(<BarChart title="Ganhos por mês" categoryLabel="Mês" valueLabel="Ganhos" data={data} />);
    expect(screen.getByRole('figure', { name: 'Ganhos por mês' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ganhos por mês' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mês', 'Ganhos']);
    expect(within(table).getByRole('row', { name: 'Fev R$ 40,00' })).toBeInTheDocument();
  });

  it('draws bars proportional to the largest value', () => {
    const { container } = render(
      <BarChart title="Ganhos" categoryLabel="Mês" valueLabel="Ganhos" data={data} />,
    );
    const heights = Array.from(container.querySelectorAll('rect'), (bar) =>
      Number(bar.getAttribute('height')),
    );
    expect(heights).toEqual([25, 100]);
  });
});
