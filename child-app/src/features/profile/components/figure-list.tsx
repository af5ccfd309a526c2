import { useTheme } from '@portal/design-system';
import type { ReactNode } from 'react';

/** One labelled figure of a {@link FigureList}. */
export interface Figure {
  id: string;
  icon: string;
  label: string;
  value: ReactNode;
}

/**
 * Label/value pairs as a description list (a screen reader pairs each label with its value);
 * with `label`, a region of that name. The decorative icons show only in a theme whose copy
 * uses emoji freely (kids): teens and young adults read plain labels.
 */
export function FigureList({
  items,
  label,
  className = 'child-profile__figures',
}: {
  items: Figure[];
  label?: string;
  className?: string;
}) {
  const icons = useTheme().emoji === 'rich';
  const list = (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.id} className="child-profile__figure" data-testid={`figure-${item.id}`}>
          <dt>
            {icons ? <span aria-hidden="true">{item.icon} </span> : null}
            {item.label}
          </dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
  return label ? <section aria-label={label}>{list}</section> : list;
}
