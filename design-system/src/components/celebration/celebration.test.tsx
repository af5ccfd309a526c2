import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ThemeName } from '../../themes/themes';
import { ThemeProvider } from '../../theme-provider';
import { Celebration } from './celebration';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function Harness({ theme = 'kids', onClose }: { theme?: ThemeName; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme} scheme="light">
      <button type="button" onClick={() => setOpen(true)}>
        Guardar
      </button>
      <Celebration
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        icon="🎉"
        title="Meta alcançada!"
        message="Você juntou tudo para Bicicleta!"
      />
    </ThemeProvider>
  );
}

function confetti(): Element[] {
  return [...document.querySelectorAll('.mesa-celebration__confetti')];
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Celebration', () => {
  it('is announced as a dialog with its message, focused on its button, closed with Escape', async () => {
    stubReducedMotion(false);
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Guardar' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Meta alcançada!' });
    expect(dialog).toHaveAccessibleDescription('Você juntou tudo para Bicicleta!');
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes with its button', async () => {
    stubReducedMotion(false);
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('throws confetti for kids, a little for teens, none and no emoji for young', async () => {
    stubReducedMotion(false);
    const { unmount } = render(<Harness theme="kids" />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(confetti()).toHaveLength(24);
    expect(screen.getByText('🎉')).toBeInTheDocument();
    unmount();

    const teens = render(<Harness theme="teens" />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(confetti()).toHaveLength(8);
    teens.unmount();

    render(<Harness theme="young" />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('dialog', { name: 'Meta alcançada!' })).toBeInTheDocument();
    expect(confetti()).toHaveLength(0);
    expect(screen.queryByText('🎉')).not.toBeInTheDocument();
  });

  it('draws no confetti and moves nothing under prefers-reduced-motion', async () => {
    stubReducedMotion(true);
    render(<Harness theme="kids" />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('dialog', { name: 'Meta alcançada!' })).toBeInTheDocument();
    expect(confetti()).toHaveLength(0);
    expect(document.querySelector('.mesa-celebration')).toHaveAttribute('data-motion', 'reduced');
    expect(screen.getByText('🎉')).toBeInTheDocument();
  });
});
