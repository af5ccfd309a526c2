import { formatMoneyInput, parseMoney } from '@portal/domain';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Field, useFieldIds } from '../../internal/field';

/** Currencies a family may choose (spec: appearance settings). */
export type Currency = 'BRL' | 'USD' | 'EUR';

const SYMBOLS: Record<Currency, string> = { BRL: 'R$', USD: 'US$', EUR: '€' };

/** Props of `MoneyInput`. */
export interface MoneyInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  label: ReactNode;
  /** Text as typed, e.g. "12,50". Keep it as a string so "12," survives while typing. */
  value: string;
  /** Receives the text and its value in integer centavos (null while empty or invalid). */
  onChange: (value: string, centavos: number | null) => void;
  error?: ReactNode;
  hint?: ReactNode;
  currency?: Currency;
}

/**
 * Amount input with a currency prefix, the one money field of the portal (ADR 031). Accepts
 * pt-BR and plain amounts ("1.500,00", "1500,5", "1500.50", "R$ 12" as typed or pasted); parsing
 * is `parseMoney` from `@portal/domain`, the portal's one parser. On blur a valid amount is
 * shown in pt-BR ("1.500,00"); the form keeps the text and its schema reads the centavos.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  error,
  hint,
  currency = 'BRL',
  id,
  className,
  placeholder = '0,00',
  onBlur,
  ...rest
}: MoneyInputProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className={cx('mesa-field__control', ids.invalid && 'mesa-field__control--invalid')}>
        <span className="mesa-field__prefix" aria-hidden="true">
          {SYMBOLS[currency]}
        </span>
        <input
          {...rest}
          id={ids.inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            // Letters and other symbols can never be part of an amount; drop them as typed. A
            // minus sign stays, so '-3' is refused with the field's message instead of being
            // saved as 3 without a word (QA finding).
            const text = event.target.value.replace(/[^\d.,-]/g, '');
            onChange(text, parseMoney(text));
          }}
          onBlur={(event) => {
            const centavos = parseMoney(value);
            if (centavos !== null) {
              const shown = formatMoneyInput(centavos);
              if (shown !== value) onChange(shown, centavos);
            }
            onBlur?.(event);
          }}
          className="mesa-field__input"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
      </div>
    </Field>
  );
}
