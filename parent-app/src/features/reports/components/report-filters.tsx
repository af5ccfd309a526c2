import { Form, FormField, useZodForm } from '@portal/app-kit/form';
import type { ReportQuery } from '@portal/contracts/money-out';
import { Button, Card, Select } from '@portal/design-system';
import { useState } from 'react';
import { InputField } from '../../../lib/native-fields';
import { reportsCopy as C } from '../copy';
import { RANGE_OPTIONS, type ReportRange } from '../model/report-params';

// The contract's schema (and zod) load when the parent first asks for a chosen range, not with
// the page: a report of this week or this month needs neither.
const loadQuerySchema = () =>
  import('@portal/contracts/money-out').then((contract) => contract.ReportQuerySchema);

/** The range form's fields, named as the query's keys (the contract's issues land under them). */
interface RangeValues {
  range: 'custom';
  childId: string | undefined;
  from: string;
  to: string;
}

/**
 * Whose report and over which days: 'Toda a família' or one child, 'Esta semana', 'Este mês' or
 * 'Escolher datas' — two native date fields ('De', 'Até') checked with the contract's
 * `ReportQuerySchema` (pt-BR messages under the fields: 'A data inicial deve ser igual ou
 * anterior à final.', at most 366 days) before the report is asked for.
 */
export function ReportFilters({
  query,
  shown,
  kids,
  onChange,
}: {
  query: ReportQuery;
  /** The days of the report on screen (the custom range starts from them). */
  shown: { from: string; to: string } | undefined;
  kids: readonly { id: string; name: string }[];
  onChange: (query: ReportQuery) => void;
}) {
  // 'Escolher datas' opens the fields; the report shown stays until 'Ver período'.
  const [picking, setPicking] = useState(false);
  const range: ReportRange = picking ? 'custom' : query.range;

  function pick(next: ReportRange) {
    if (next === 'custom') {
      setPicking(true);
      return;
    }
    setPicking(false);
    onChange({ childId: query.childId, range: next });
  }

  return (
    <Card as="section" aria-label={C.filtersLabel} className="reports__filters">
      <Select
        label={C.who}
        value={query.childId ?? ''}
        options={[
          { value: '', label: C.family },
          ...kids.map((kid) => ({ value: kid.id, label: kid.name })),
        ]}
        onChange={(event) => onChange({ ...query, childId: event.target.value || undefined })}
      />
      <fieldset className="parent-fieldset reports__ranges">
        <legend className="parent-legend">{C.range}</legend>
        <div className="reports__range-options">
          {RANGE_OPTIONS.map((option) => (
            <label key={option} className="reports__range-option">
              <input
                type="radio"
                name="report-range"
                value={option}
                checked={range === option}
                onChange={() => pick(option)}
              />
              <span>{C.ranges[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {range === 'custom' ? (
        <CustomRange
          childId={query.childId}
          start={query.range === 'custom' ? query : shown}
          onApply={(next) => {
            setPicking(false);
            onChange(next);
          }}
        />
      ) : null}
    </Card>
  );
}

function CustomRange({
  childId,
  start,
  onApply,
}: {
  childId: string | undefined;
  start: { from?: string; to?: string } | undefined;
  onApply: (query: ReportQuery) => void;
}) {
  const form = useZodForm<RangeValues, ReportQuery>(loadQuerySchema, {
    defaultValues: { range: 'custom', childId, from: start?.from ?? '', to: start?.to ?? '' },
  });
  return (
    <Form
      form={form}
      onSubmit={(query) => onApply({ ...query, childId })}
      className="reports__custom"
      aria-label={C.ranges.custom}
    >
      {(['from', 'to'] as const).map((name) => (
        <FormField
          key={name}
          name={name}
          render={({ field, error }) => (
            <InputField
              name={field.name}
              type="date"
              label={name === 'from' ? C.from : C.to}
              error={error}
              value={(field.value as string | undefined) ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
      ))}
      <Button type="submit" variant="secondary">
        {C.apply}
      </Button>
    </Form>
  );
}
