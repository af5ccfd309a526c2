import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { designSystemCss, injectStyles, STYLE_ELEMENT_ID } from './styles';
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

afterEach(() => {
  document.getElementById(STYLE_ELEMENT_ID)?.remove();
});

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

  it('injects one <style id="mesa-ds-styles"> however many providers mount', () => {
    render(
      <>
        <ThemeProvider theme="kids" />
        <ThemeProvider theme="teens" />
        <ThemeProvider theme="young" />
      </>,
    );
    const styles = document.head.querySelectorAll(`style#${STYLE_ELEMENT_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(designSystemCss);
  });

  it('renders on the server without touching the document', () => {
    const html = renderToString(
      <ThemeProvider theme="teens">
        <ToneProbe />
      </ThemeProvider>,
    );
    expect(html).toContain('data-mesa-theme="teens"');
    expect(document.getElementById(STYLE_ELEMENT_ID)).toBeNull();
  });
});

describe('injectStyles', () => {
  it('is a no-op without a document (server)', () => {
    expect(() => injectStyles(undefined)).not.toThrow();
  });

  it('refreshes an outdated style element instead of adding another', () => {
    const stale = document.createElement('style');
    stale.id = STYLE_ELEMENT_ID;
    stale.textContent = '.old {}';
    document.head.appendChild(stale);
    injectStyles();
    expect(document.head.querySelectorAll(`#${STYLE_ELEMENT_ID}`)).toHaveLength(1);
    expect(stale.textContent).toBe(designSystemCss);
  });
});
