import type { Appearance } from '@portal/contracts/settings';
import { CurrencyProvider } from '@portal/design-system';
import { setDisplayCurrency } from '@portal/domain/money';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useRemoteAppIfAny } from '../session/remote-app';
import { readStoredAppearance, VISITOR_APPEARANCE } from './appearance';

/**
 * Applies the family's appearance (`appearance` of `GET /api/me`, undefined while unknown) to a
 * remote's screens below it (issue 12, ADR 029):
 * - currency: `Money` (a `CurrencyProvider`) and every `formatMoney` call without a currency
 *   (domain's display currency) show the family's symbol; amounts are never converted. Until
 *   /api/me answers, the appearance this device remembers is used. When the currency changes,
 *   the screens below are mounted again so that no text keeps the old symbol (a rare event:
 *   the family changed it in settings);
 * - theme and language: reported to the shell (`RemoteAppProps.onAppearance`), which owns the
 *   page's scheme and `lang`.
 */
export function AppearanceBoundary({
  appearance,
  children,
}: {
  appearance: Appearance | undefined;
  children: ReactNode;
}) {
  const onAppearance = useRemoteAppIfAny()?.onAppearance;
  const currency = appearance?.currency ?? (readStoredAppearance() ?? VISITOR_APPEARANCE).currency;
  // Set while rendering (idempotent), so the very first render of the screens below has it.
  setDisplayCurrency(currency);
  const theme = appearance?.theme;
  const language = appearance?.language;
  useEffect(() => {
    if (theme && language) onAppearance?.({ theme, language, currency });
  }, [onAppearance, theme, language, currency]);
  return (
    <CurrencyProvider currency={currency}>
      <Fragment key={currency}>{children}</Fragment>
    </CurrencyProvider>
  );
}
