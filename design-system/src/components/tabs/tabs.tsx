import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './tabs.css';
import '../badge/badge.css';

/** One tab of `Tabs`. */
export interface TabItem {
  id: string;
  label: ReactNode;
  /** Count or short text shown next to the label (e.g. pending tasks). */
  badge?: ReactNode;
  content: ReactNode;
}

/** Props of `Tabs`. */
export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Selected tab id (controlled). */
  value?: string;
  /** Initially selected tab id (uncontrolled); defaults to the first tab. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right arrows move and select (wrapping),
 * Home/End jump to the ends; only the selected tab is in the Tab order.
 */
export function Tabs({ label, tabs, value, defaultValue, onChange, className }: TabsProps) {
  const baseId = `mesa-tabs-${useId()}`;
  const [internal, setInternal] = useState(defaultValue ?? tabs[0]?.id);
  const selectedId = value ?? internal;
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected?.id);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    select(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div className={cx('mesa-tabs', className)}>
      <div role="tablist" aria-label={label} className="mesa-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              // Only the rendered panel exists, so only the selected tab points at one.
              aria-controls={isSelected ? `${baseId}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="mesa-tabs__tab"
              onClick={() => select(tab.id)}
            >
              {tab.label}
              {tab.badge !== undefined && tab.badge !== null ? (
                <span className="mesa-badge mesa-badge--neutral">{tab.badge}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          tabIndex={0}
          className="mesa-tabs__panel"
        >
          {selected.content}
        </div>
      ) : null}
    </div>
  );
}
