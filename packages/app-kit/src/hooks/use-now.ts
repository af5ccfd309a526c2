import { useEffect, useState } from 'react';

/**
 * The current instant, refreshed every `intervalMs`: relative ages ('há 1 hora'), 'today'
 * (São Paulo) and task availability derived from it keep up without a reload.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
