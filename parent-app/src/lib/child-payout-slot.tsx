import {
  createContext,
  createElement,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';

/** The child a 'Pagar ao filho' button pays. */
export interface PayoutChild {
  id: string;
  name: string;
  active: boolean;
}

const PayoutContext = createContext<ComponentType<{ child: PayoutChild }> | null>(null);

/**
 * Lets the composition (`app/signed-in-parent.tsx`) put the payouts feature's 'Pagar ao filho'
 * button on each child's card (issue 40), while the dashboard only renders `ChildPayoutSlot`
 * (a feature never imports another).
 */
export function ChildPayoutProvider({
  action,
  children,
}: {
  action: ComponentType<{ child: PayoutChild }>;
  children: ReactNode;
}) {
  return <PayoutContext.Provider value={action}>{children}</PayoutContext.Provider>;
}

/** The child's 'Pagar ao filho' button, or nothing outside a `ChildPayoutProvider`. */
export function ChildPayoutSlot({ child }: { child: PayoutChild }) {
  const action = useContext(PayoutContext);
  return action ? createElement(action, { child }) : null;
}
