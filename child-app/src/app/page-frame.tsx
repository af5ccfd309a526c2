import { PageLayout } from '@portal/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChildNav, type ChildSection } from './child-nav';
import { copy } from './copy';

/** A link offered on a frame (e.g. child login → 'Entrar como responsável'). */
export interface FrameLink {
  to: string;
  label: string;
}

export interface PageFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** Highlighted tab of the bottom navigation; the login frame has none. */
  section?: ChildSection;
  links?: readonly FrameLink[];
  children?: ReactNode;
}

/**
 * The themed frame of a child-app screen whose content is still to be built: its real title,
 * a line saying the area is being prepared, and real navigation — no placeholder data.
 */
export function PageFrame({ title, subtitle, section, links, children }: PageFrameProps) {
  return (
    <PageLayout
      title={title}
      subtitle={subtitle}
      nav={section ? <ChildNav active={section} /> : undefined}
    >
      <p>{copy.preparing}</p>
      {links?.length ? (
        <nav aria-label={copy.shortcutsLabel}>
          <ul className="child-links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
    </PageLayout>
  );
}
