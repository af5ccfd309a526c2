import { PageLayout } from '@portal/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { copy } from './copy';
import { ParentNav, type ParentSection } from './parent-nav';

/** A link offered on a frame (e.g. login → 'Esqueci minha senha'). */
export interface FrameLink {
  to: string;
  label: string;
}

export interface PageFrameProps {
  title: string;
  subtitle?: string;
  /** Highlighted section of the parent navigation; frames before sign-in have none. */
  section?: ParentSection;
  links?: readonly FrameLink[];
  children?: ReactNode;
}

/**
 * The themed frame of a parent-app screen whose content is still to be built: its real title,
 * a line saying the area is being prepared, and real navigation — no placeholder forms or data.
 */
export function PageFrame({ title, subtitle, section, links, children }: PageFrameProps) {
  return (
    <PageLayout
      title={title}
      subtitle={subtitle}
      nav={section ? <ParentNav active={section} /> : undefined}
    >
      <p>{copy.preparing}</p>
      {links?.length ? (
        <nav aria-label={copy.shortcutsLabel}>
          <ul className="parent-links">
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
