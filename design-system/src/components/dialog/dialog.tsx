import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { prefetchCorePrimitives, useDialogPrimitive } from '../../internal/primitives';
import { useThemeAttributes } from '../../theme-provider';
import { IconButton } from '../icon-button/icon-button';
import './dialog.css';

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

const CLOSE_CLASS = 'mesa-dialog__close';

type ModalFrameProps = DialogProps & { variant: 'dialog' | 'sheet' };

/**
 * The modal frame shared by `Dialog` and `Sheet`. Mounted closed, it has the Radix chunk fetched
 * at the person's first touch, click or key (the tap that opens it starts the fetch before its
 * click), and renders the open modal in its own Suspense boundary, so the page around it
 * never falls back to a spinner.
 * @internal
 */
export function ModalFrame(props: ModalFrameProps) {
  useEffect(() => {
    prefetchCorePrimitives();
  }, []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <OpenModal {...props} />
    </Suspense>
  );
}

/**
 * Radix Dialog (focus trap, Escape, outside click, focus restored to the opener, the rest of the
 * page hidden from assistive technology) in a portal that re-applies the current theme.
 */
function OpenModal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel = 'Fechar',
  variant,
}: ModalFrameProps) {
  const { Dialog: DialogPrimitive } = useDialogPrimitive();
  const themeAttributes = useThemeAttributes();
  // Screens open dialogs from their own buttons (no Radix Trigger), so remember what had focus.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <div
          {...themeAttributes}
          className={cx('mesa-root mesa-dialog-layer', variant === 'sheet' && 'mesa-sheet-layer')}
        >
          <DialogPrimitive.Overlay className="mesa-dialog__backdrop" />
          <DialogPrimitive.Content
            className={variant === 'sheet' ? 'mesa-sheet' : 'mesa-dialog'}
            aria-modal="true"
            // Without a description Radix wants the attribute spelled out as undefined.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement as HTMLElement | null;
              // Prefer the first field or action of the content over the close button in the corner.
              const content = event.currentTarget as HTMLElement | null;
              const first = content?.querySelector<HTMLElement>(
                `:is(a[href], button, input, select, textarea, [tabindex]):not(:disabled):not([tabindex="-1"]):not(.${CLOSE_CLASS})`,
              );
              if (first) {
                event.preventDefault();
                first.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              // The screen may have moved the focus already (its action removed the opener, as
              // 'Cancelar meta' removes its card): Radix restores focus a task after closing,
              // and must not take it back.
              const active = document.activeElement;
              const content = event.currentTarget as HTMLElement | null;
              if (active && active !== document.body && !content?.contains(active)) {
                event.preventDefault();
                return;
              }
              const previous = opener.current;
              if (previous?.isConnected) {
                event.preventDefault();
                previous.focus();
              }
            }}
          >
            {variant === 'sheet' ? <div className="mesa-sheet__handle" aria-hidden="true" /> : null}
            <div className="mesa-dialog__header">
              <DialogPrimitive.Title className="mesa-dialog__title">{title}</DialogPrimitive.Title>
              <DialogPrimitive.Close asChild>
                <IconButton className={CLOSE_CLASS} label={closeLabel} icon="✕" />
              </DialogPrimitive.Close>
            </div>
            {description ? (
              <DialogPrimitive.Description className="mesa-dialog__description">
                {description}
              </DialogPrimitive.Description>
            ) : null}
            {children ? <div className="mesa-dialog__body">{children}</div> : null}
            {footer ? <div className="mesa-dialog__footer">{footer}</div> : null}
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * Modal dialog on Radix Dialog, rendered in a portal on `document.body` (re-applying the current
 * theme there). It traps Tab inside, closes on Escape and gives focus back to what had it before
 * opening.
 */
export function Dialog(props: DialogProps) {
  return <ModalFrame {...props} variant="dialog" />;
}
