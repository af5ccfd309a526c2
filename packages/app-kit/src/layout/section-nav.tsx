import { BottomNav } from '@portal/design-system';
import {
  createContext,
  createElement,
  Suspense,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Link } from '@portal/router';

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

/**
 * A remote's navigation from its label and sections:
 * - `Nav`, what screens render (`nav={<ParentNav active="tasks" />}`): the composition's
 *   navigation when a {@link NavSlotProvider} gives one, the plain sections otherwise;
 * - `Sections`, the plain sections with optional badges, for the composition to build on.
 */
export function createNav<S extends string>(label: string, items: readonly NavItem<S>[]) {
  function Sections({ active, badges }: Pick<SectionNavProps<S>, 'active' | 'badges'>) {
    return <SectionNav label={label} items={items} active={active} badges={badges} />;
  }
  function Nav({ active }: { active: S }) {
    const composed = useNavSlot<S>();
    // The composition's navigation comes from context (one stable component per remote), so
    // it is created once, not during this render.
    if (composed) return createElement(composed, { active });
    return <Sections active={active} />;
  }
  return { Nav, Sections };
}

/**
 * The composition's navigation loaded on first use (`lazyScreen`): until its code has arrived
 * `Fallback` (the plain sections) shows. What `NavSlotProvider` gets.
 */
export function suspendedNav<S extends string>(
  Composed: NavComponent<S>,
  Fallback: NavComponent<S>,
): NavComponent<S> {
  return function SuspendedNav({ active }: { active: S }) {
    return (
      <Suspense fallback={<Fallback active={active} />}>
        <Composed active={active} />
      </Suspense>
    );
  };
}
