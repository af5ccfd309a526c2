import { useTheme } from '@portal/design-system';

/**
 * A decorative emoji before a label: hidden from screen readers, and shown only by the themes
 * that use emoji (ADR 017: kids rich, teens sparing, young none). The label carries the meaning.
 */
export function Deco({ emoji }: { emoji: string }) {
  return useTheme().emoji === 'none' ? null : <span aria-hidden="true">{emoji} </span>;
}
