import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubColorScheme } from '../test';
import { useColorScheme, type SchemePreference } from './color-scheme';

function Scheme({ preference }: { preference?: SchemePreference }) {
  return <p>{useColorScheme(preference)}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useColorScheme', () => {
  it('follows the device by default and changes with it', () => {
    const device = stubColorScheme('dark');
    render(<Scheme />);
    expect(screen.getByText('dark')).toBeVisible();
    act(() => device.setDark(false));
    expect(screen.getByText('light')).toBeVisible();
  });

  it('keeps a fixed choice whatever the device says', () => {
    stubColorScheme('dark');
    render(<Scheme preference="light" />);
    expect(screen.getByText('light')).toBeVisible();
  });

  it('is light where the browser cannot tell (no matchMedia)', () => {
    render(<Scheme preference="auto" />);
    expect(screen.getByText('light')).toBeVisible();
  });
});
