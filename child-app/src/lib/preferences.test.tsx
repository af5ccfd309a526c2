import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  readChildPreferences,
  setChildPreference,
  useChildPreferences,
} from './preferences';

const KEY = 'mesadinha:child-preferences:';

function Shown({ childId }: { childId: string | undefined }) {
  const preferences = useChildPreferences(childId);
  return (
    <output>
      {String(preferences.celebrations)} {String(preferences.scheme)}
    </output>
  );
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('child preferences', () => {
  it('start with celebrations on and the page scheme', () => {
    expect(readChildPreferences('child-Ana')).toEqual({ celebrations: true, scheme: null });
  });

  it('are kept per child: a sibling on the same device keeps its own', () => {
    setChildPreference('child-Ana', 'celebrations', false);
    setChildPreference('child-Ana', 'scheme', 'dark');
    expect(readChildPreferences('child-Ana')).toEqual({ celebrations: false, scheme: 'dark' });
    expect(readChildPreferences('child-Bruno')).toEqual(DEFAULT_PREFERENCES);
    expect(JSON.parse(localStorage.getItem(`${KEY}child-Ana`)!)).toEqual({
      celebrations: false,
      scheme: 'dark',
    });
  });

  it('fall back field by field when what is stored is not what they wrote', () => {
    localStorage.setItem(`${KEY}child-Ana`, '{"celebrations":"no","scheme":"dark"}');
    expect(readChildPreferences('child-Ana')).toEqual({ celebrations: true, scheme: 'dark' });
    localStorage.setItem(`${KEY}child-Ana`, 'not json');
    expect(readChildPreferences('child-Ana')).toEqual(DEFAULT_PREFERENCES);
  });

  it('re-render the screens that show them, and follow another tab of the device', () => {
    render(<Shown childId="child-Ana" />);
    expect(screen.getByRole('status')).toHaveTextContent('true null');
    act(() => setChildPreference('child-Ana', 'celebrations', false));
    expect(screen.getByRole('status')).toHaveTextContent('false null');

    act(() => {
      localStorage.setItem(`${KEY}child-Ana`, '{"celebrations":false,"scheme":"light"}');
      window.dispatchEvent(new StorageEvent('storage', { key: `${KEY}child-Ana` }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('false light');
  });

  it('are the defaults while no child is known', () => {
    setChildPreference('child-Ana', 'celebrations', false);
    render(<Shown childId={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('true null');
  });

  it('still work for the visit when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    setChildPreference('child-Carla', 'scheme', 'dark');
    expect(readChildPreferences('child-Carla').scheme).toBe('dark');
  });
});
