import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useFloatingPrimitives } from '../../internal/primitives';
import { useThemeAttributes } from '../../theme-provider';
import './menu.css';

/** One action of `Menu`. */
export interface MenuItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  /** Optional leading emoji or icon (decorative). */
  icon?: ReactNode;
  /** `danger` for destructive actions (Excluir). */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

/** Props of `Menu`. */
export interface MenuProps {
  /** The button that opens it (e.g. an `IconButton` labelled 'Mais ações'). */
  trigger: ReactElement;
  items: MenuItem[];
  /** Accessible name of the menu; defaults to the trigger's. */
  label?: string;
  align?: 'start' | 'center' | 'end';
  /** Open on first render (stories, onboarding hints). */
  defaultOpen?: boolean;
}

/**
 * Action menu on Radix DropdownMenu (WAI-ARIA menu button): Enter, Space or ArrowDown open it,
 * arrows and typeahead move, Escape closes, focus returns to the trigger.
 */
export function Menu({ trigger, items, label, align = 'end', defaultOpen }: MenuProps) {
  const { DropdownMenu } = useFloatingPrimitives();
  const themeAttributes = useThemeAttributes();
  return (
    <DropdownMenu.Root {...(defaultOpen === undefined ? {} : { defaultOpen })}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <div {...themeAttributes} className="mesa-root mesa-menu-layer">
          <DropdownMenu.Content
            className="mesa-menu"
            align={align}
            sideOffset={6}
            collisionPadding={8}
            {...(label ? { 'aria-label': label, 'aria-labelledby': undefined } : {})}
          >
            {items.map((item) => (
              <DropdownMenu.Item
                key={item.id}
                className={cx(
                  'mesa-menu__item',
                  item.tone === 'danger' && 'mesa-menu__item--danger',
                )}
                disabled={item.disabled}
                onSelect={item.onSelect}
              >
                {item.icon ? (
                  <span className="mesa-menu__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </div>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
