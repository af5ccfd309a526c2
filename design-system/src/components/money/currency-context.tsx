import { createContext, useContext, type ReactNode } from 'react';
import type { Currency } from '../money-input/money-input';

const CurrencyContext = createContext<Currency>('BRL');

/**
 * The currency every `Money` below shows when it names none: the family's choice (issue 12,
 * ADR 029). The shell provides it for the whole page and the design system is a shared
 * singleton, so the remotes' `Money` read the shell's provider; a remote running on its own
 * provides its own. Only the symbol changes, never the amount.
 */
export function CurrencyProvider({
  currency,
  children,
}: {
  currency: Currency;
  children?: ReactNode;
}) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** The display currency of the surrounding `CurrencyProvider` (BRL outside any). */
export function useCurrency(): Currency {
  return useContext(CurrencyContext);
}
