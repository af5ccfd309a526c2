import { useId, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './card.css';

const LABELLABLE = new Set(['section', 'article', 'aside', 'form', 'nav']);

/** Props of `Card`. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Element to render: 'div' (default), 'section', 'article', 'li'… */
  as?: ElementType;
  /** Optional heading; a `section`/`article` card is labelled by it. */
  title?: ReactNode;
  /** Heading level of the title; defaults to h2. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  children?: ReactNode;
}

/** Surface that groups related content. */
export function Card({ as, title, titleAs = 'h2', className, children, ...rest }: CardProps) {
  const Component: ElementType = as ?? 'div';
  const Title = titleAs;
  const titleId = `mesa-card-${useId()}`;
  // Only landmark-like elements may carry a name; on a plain div aria-labelledby is prohibited.
  const named = typeof Component === 'string' && LABELLABLE.has(Component);
  return (
    <Component
      aria-labelledby={title && named ? titleId : undefined}
      {...rest}
      className={cx('mesa-card', className)}
    >
      {title ? (
        <Title id={titleId} className="mesa-card__title">
          {title}
        </Title>
      ) : null}
      {children}
    </Component>
  );
}
