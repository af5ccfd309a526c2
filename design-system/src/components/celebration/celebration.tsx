import { useSyncExternalStore, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useTheme } from '../../theme-provider';
import type { EmojiUse } from '../../themes/themes';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import './celebration.css';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(REDUCED_MOTION_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Whether the device asks for reduced motion (`prefers-reduced-motion: reduce`). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/** Confetti pieces per emoji policy: playful for kids, lighter for teens, none for young. */
const CONFETTI: Readonly<Record<EmojiUse, number>> = { rich: 24, sparing: 8, none: 0 };

/** Props of `Celebration`. */
export interface CelebrationProps {
  open: boolean;
  /** Called on Escape, on the close buttons and on a click outside. */
  onClose: () => void;
  /** What happened, e.g. 'Meta alcançada!'. */
  title: ReactNode;
  message?: ReactNode;
  /** Decorative emoji or picture; left out in themes without emoji (young, parent). */
  icon?: ReactNode;
  /** Text of the button that ends the celebration. */
  dismissLabel?: string;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
}

/**
 * A moment of joy (a goal reached, an achievement unlocked, a new level): a modal dialog, so a
 * screen reader announces its title and message and the focus goes to its button; Escape or
 * the button close it and the focus returns. Pitched to the age theme: kids get the emoji and
 * a burst of confetti, teens a few pieces, young and parent a sober card. Under
 * `prefers-reduced-motion: reduce` nothing moves and no confetti is drawn.
 */
export function Celebration({
  open,
  onClose,
  title,
  message,
  icon,
  dismissLabel = 'Continuar',
  closeLabel = 'Fechar',
}: CelebrationProps) {
  const { emoji } = useTheme();
  const reduced = useReducedMotion();
  const pieces = reduced ? 0 : CONFETTI[emoji];
  const showIcon = Boolean(icon) && emoji !== 'none';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={message}
      closeLabel={closeLabel}
      footer={
        <Button size="lg" fullWidth onClick={onClose}>
          {dismissLabel}
        </Button>
      }
    >
      {showIcon || pieces > 0 ? (
        <div
          className={cx('mesa-celebration', reduced && 'mesa-celebration--still')}
          data-motion={reduced ? 'reduced' : 'full'}
          aria-hidden="true"
        >
          {Array.from({ length: pieces }, (_, index) => (
            <span
              key={index}
              className={`mesa-celebration__confetti mesa-celebration__confetti--${index % 6}`}
              style={{
                left: `${((index * 37) % 100).toString()}%`,
                animationDelay: `${((index * 53) % 600).toString()}ms`,
              }}
            />
          ))}
          {showIcon ? <span className="mesa-celebration__icon">{icon}</span> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
