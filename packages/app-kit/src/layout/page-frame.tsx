import { PageLayout } from '@portal/design-system';
import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { kitCopy } from '../copy';

/** A link offered on a frame (e.g. login → 'Esqueci minha senha'). */
export interface FrameLink {
  to: string;
  label: string;
}

export interface PageFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** The remote's navigation with its active section; frames before sign-in have none. */
  nav?: ReactNode;
  links?: readonly FrameLink[];
  /** Class of the shortcut list, for the remote's own spacing. */
  linksClassName?: string;
  children?: ReactNode;
}

/**
 * The themed frame of a screen whose content is still to be built: its real title, a line
 * saying the area is being prepared, shortcuts and real navigation — no placeholder forms or
 * data.
 */
export function PageFrame({
  title,
  subtitle,
  nav,
  links,
  linksClassName,
  children,
}: PageFrameProps) {
  return (
    <PageLayout title={title} subtitle={subtitle} nav={nav}>
      <p>{kitCopy.preparing}</p>
      {links?.length ? (
        <nav aria-label={kitCopy.shortcutsLabel}>
          <ul className={linksClassName}>
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
