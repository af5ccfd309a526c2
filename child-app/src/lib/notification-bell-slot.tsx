import {
  createContext,
  createElement,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';

const BellContext = createContext<ComponentType | null>(null);

/**
 * Lets the composition (`app/child-area.tsx`) put the notifications feature's bell in
 * every signed-in screen's header, while the screens only render `NotificationBellSlot`.
 */
export function NotificationBellProvider({
  bell,
  children,
}: {
  bell: ComponentType;
  children: ReactNode;
}) {
  return <BellContext.Provider value={bell}>{children}</BellContext.Provider>;
}

/** The header's notification bell, or nothing outside a `NotificationBellProvider`. */
export function NotificationBellSlot() {
  const bell = useContext(BellContext);
  // One stable component per remote, from context: created once, not during this render.
  return bell ? createElement(bell) : null;
}
