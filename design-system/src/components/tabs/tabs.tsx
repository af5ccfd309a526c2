import { useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useCorePrimitives } from '../../internal/primitives';
import '../badge/badge.css';
import './tabs.css';

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
 * WAI-ARIA tabs on Radix Tabs with automatic activation: Left/Right arrows move and select
 * (wrapping), Home/End jump to the ends; only the selected tab is in the Tab order.
 */
export function Tabs({ label, tabs, value, defaultValue, onChange, className }: TabsProps) {
  const { Tabs: TabsPrimitive } = useCorePrimitives();
  const [internal, setInternal] = useState(defaultValue ?? tabs[0]?.id ?? '');
  const selected = value ?? internal;
  return (
    <TabsPrimitive.Root
      className={cx('mesa-tabs', className)}
      value={selected}
      onValueChange={(id) => {
        if (value === undefined) setInternal(id);
        onChange?.(id);
      }}
    >
      <TabsPrimitive.List aria-label={label} className="mesa-tabs__list" loop>
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger key={tab.id} value={tab.id} className="mesa-tabs__tab">
            {tab.label}
            {tab.badge !== undefined && tab.badge !== null ? (
              <span className="mesa-badge mesa-badge--neutral">{tab.badge}</span>
            ) : null}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.id} value={tab.id} className="mesa-tabs__panel">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
