import type { ReactElement, ReactNode } from 'react';
import { useFloatingPrimitives } from '../../internal/primitives';
import { useThemeAttributes } from '../../theme-provider';
import { IconButton } from '../icon-button/icon-button';
import './popover.css';

/** Props of `Popover`. */
export interface PopoverProps {
  /** The element that opens it (a `Button` or `IconButton`); it gets `aria-expanded`. */
  trigger: ReactElement;
  /** Accessible name of the panel (e.g. 'Sobre o saldo'). */
  label: string;
  children: ReactNode;
  /** Controlled state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * Non-modal floating panel on Radix Popover (help text, small forms): opens from its trigger,
 * closes on Escape, outside click or its close button, and returns focus to the trigger.
 */
export function Popover({
  trigger,
  label,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  closeLabel = 'Fechar',
}: PopoverProps) {
  const { Popover: PopoverPrimitive } = useFloatingPrimitives();
  const themeAttributes = useThemeAttributes();
  return (
    <PopoverPrimitive.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <div {...themeAttributes} className="mesa-root mesa-popover-layer">
          <PopoverPrimitive.Content
            className="mesa-popover"
            side={side}
            align={align}
            sideOffset={8}
            collisionPadding={8}
            aria-label={label}
          >
            <div className="mesa-popover__body">{children}</div>
            <PopoverPrimitive.Close asChild>
              <IconButton className="mesa-popover__close" label={closeLabel} icon="✕" />
            </PopoverPrimitive.Close>
            <PopoverPrimitive.Arrow className="mesa-popover__arrow" width={14} height={7} />
          </PopoverPrimitive.Content>
        </div>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
