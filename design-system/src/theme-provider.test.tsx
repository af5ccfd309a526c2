import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, useTheme } from './theme-provider';
import { themes } from './themes/themes';

function ToneProbe() {
  const { theme, scheme, tone } = useTheme();
  return (
    <p>
      {theme}/{scheme}: {tone.greeting} | {tone.motivationalMessage}
    </p>
  );
}

describe('ThemeProvider', () => {
  it('defaults to the parent theme in the light scheme', () => {
    const { container } = render(
      <ThemeProvider>
        <ToneProbe />
      </ThemeProvider>,
    );
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-mesa-theme', 'parent');
    expect(root).toHaveAttribute('data-mesa-scheme', 'light');
    expect(screen.getByText(/parent\/light/)).toHaveTextContent(themes.parent.tone.greeting);
  });

  it.each(['kids', 'teens', 'young'] as const)('gives the %s theme its own tone', (theme) => {
    render(
      <ThemeProvider theme={theme} scheme="dark">
        <ToneProbe />
      </ThemeProvider>,
    );
    const text = screen.getByText(new RegExp(`${theme}/dark`)).textContent;
    expect(text).toContain(themes[theme].tone.greeting);
    expect(text).toContain(themes[theme].tone.motivationalMessage);
  });

  it('lets a nested provider override the outer theme', () => {
    render(
      <ThemeProvider theme="parent">
        <ThemeProvider theme="kids" data-testid="inner">
          <ToneProbe />
        </ThemeProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText(/kids\/light/)).toBeInTheDocument();
    expect(screen.getByTestId('inner')).toHaveAttribute('data-mesa-theme', 'kids');
  });

  it('keeps the surrounding scheme in a nested age theme unless it sets its own (the child login in dark mode)', () => {
    render(
      <ThemeProvider theme="parent" scheme="dark">
        <ThemeProvider theme="kids" data-testid="inherits">
          <ToneProbe />
        </ThemeProvider>
        <ThemeProvider theme="teens" scheme="light" data-testid="own" />
      </ThemeProvider>,
    );
    expect(screen.getByText(/kids\/dark/)).toBeInTheDocument();
    expect(screen.getByTestId('inherits')).toHaveAttribute('data-mesa-scheme', 'dark');
    expect(screen.getByTestId('own')).toHaveAttribute('data-mesa-scheme', 'light');
  });

  // The CSS arrives as stylesheet files (ADR 019); an inline <style> would need CSP 'unsafe-inline'.
  it('adds no <style> element to the document', () => {
    render(
      <>
        <ThemeProvider theme="kids" />
        <ThemeProvider theme="teens" scheme="dark" />
      </>,
    );
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('renders on the server without touching the document', () => {
    const html = renderToString(
      <ThemeProvider theme="teens">
        <ToneProbe />
      </ThemeProvider>,
    );
    expect(html).toContain('data-mesa-theme="teens"');
  });
});
