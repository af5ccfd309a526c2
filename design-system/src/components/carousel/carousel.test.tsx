import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, type CarouselSlide } from './carousel';

const slides: CarouselSlide[] = [
  { id: 'a', title: 'Bem-vindo', body: 'Um' },
  { id: 'b', title: 'Metas', body: 'Dois' },
  { id: 'c', title: 'Conquistas', body: 'Três' },
];

describe('Carousel', () => {
  it('moves with Próximo/Anterior and offers the last action on the last slide', async () => {
    render(
      <Carousel
        label="Apresentação"
        slides={slides}
        lastAction={<button type="button">Começar</button>}
      />,
    );
    expect(screen.getByRole('region', { name: 'Apresentação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByRole('heading', { name: 'Metas' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 de 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Começar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('heading', { name: 'Metas' })).toBeInTheDocument();
  });

  it('jumps with labelled dots that mark the current slide', async () => {
    const onIndexChange = vi.fn();
    render(<Carousel label="Apresentação" slides={slides} onIndexChange={onIndexChange} />);
    const dot3 = screen.getByRole('button', { name: 'Ir para o slide 3' });
    await userEvent.click(dot3);
    expect(onIndexChange).toHaveBeenCalledWith(2);
    expect(dot3).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Ir para o slide 1' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('heading', { name: 'Conquistas' })).toBeInTheDocument();
  });

  it('follows a controlled index', () => {
    render(<Carousel label="Apresentação" slides={slides} index={1} />);
    expect(screen.getByRole('heading', { name: 'Metas' })).toBeInTheDocument();
  });
});
