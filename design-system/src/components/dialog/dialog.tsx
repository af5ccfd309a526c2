import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useThemeAttributes } from '../../theme-provider';
import { IconButton } from '../icon-button/icon-button';
import './dialog.css';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Props of `Dialog`. */
export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row (e.g. Cancelar / Confirmar). */
  footer?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Modal dialog rendered in a portal on `document.body` (re-applying the current theme there).
 * It traps Tab inside, closes on Escape and gives focus back to what had it before opening.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel = 'Fechar',
}: DialogProps) {
  const themeAttributes = useThemeAttributes();
  const baseId = `mesa-dialog-${useId()}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      // Prefer the first field or action of the content over the close button in the corner.
      const candidates = focusables(dialog);
      const first = candidates.find((el) => !el.classList.contains('mesa-dialog__close'));
      (first ?? candidates[0] ?? dialog).focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div {...themeAttributes} className="mesa-root mesa-dialog-layer">
      <div
        className="mesa-dialog__backdrop"
        aria-hidden="true"
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${baseId}-title`}
        aria-describedby={description ? `${baseId}-description` : undefined}
        tabIndex={-1}
        className="mesa-dialog"
        onKeyDown={onKeyDown}
      >
        <div className="mesa-dialog__header">
          <h2 id={`${baseId}-title`} className="mesa-dialog__title">
            {title}
          </h2>
          <IconButton
            className="mesa-dialog__close"
            label={closeLabel}
            icon="✕"
            onClick={() => onCloseRef.current()}
          />
        </div>
        {description ? (
          <p id={`${baseId}-description`} className="mesa-dialog__description">
            {description}
          </p>
        ) : null}
        {children ? <div className="mesa-dialog__body">{children}</div> : null}
        {footer ? <div className="mesa-dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
