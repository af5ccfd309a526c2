import { BottomNav } from '@portal/design-system';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One section of a remote's navigation. */
export interface NavItem<S extends string = string> {
  id: S;
  label: string;
  href: string;
  icon: string;
}

export interface SectionNavProps<S extends string> {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: readonly NavItem<S>[];
  active: S;
  /** Counts shown on sections (e.g. approvals waiting); none while unknown or zero. */
  badges?: Partial<Record<S, number | undefined>>;
}

/** A remote's section navigation on react-router links (no full page loads). */
export function SectionNav<S extends string>({ label, items, active, badges }: SectionNavProps<S>) {
  return (
    <BottomNav
      label={label}
      items={items.map((item) => ({ ...item, badge: badges?.[item.id] }))}
      activeId={active}
      renderLink={({ href, children, ...props }) => (
        <Link to={href} {...props}>
          {children}
        </Link>
      )}
    />
  );
}

/** The navigation a screen shows, given its active section. */
export type NavComponent<S extends string = string> = ComponentType<{ active: S }>;

const NavSlotContext = createContext<NavComponent | null>(null);

/**
 * Lets the app layer (the composition) decide what the navigation shows — e.g. a badge fed by
 * a feature's hook — while features only render the remote's `*Nav` slot from `src/lib/`. Keeps
 * the layering one-way: `app/` imports features, features never import `app/`.
 */
export function NavSlotProvider<S extends string>({
  nav,
  children,
}: {
  nav: NavComponent<S>;
  children: ReactNode;
}) {
  return <NavSlotContext.Provider value={nav as NavComponent}>{children}</NavSlotContext.Provider>;
}

/** The navigation the composition provided, or null outside a {@link NavSlotProvider}. */
export function useNavSlot<S extends string>(): NavComponent<S> | null {
  return useContext(NavSlotContext) as NavComponent<S> | null;
}
