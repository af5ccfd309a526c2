import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';

/** Props of `PageLayout`. */
export interface PageLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Back control shown before the title (a link or IconButton). */
  back?: ReactNode;
  /** Header actions (logout, badges…). */
  actions?: ReactNode;
  /** Bottom navigation (e.g. `BottomNav`); the main area leaves room for it. */
  nav?: ReactNode;
  children?: ReactNode;
  /** Text of the skip link. */
  skipLinkLabel?: string;
  className?: string;
}

/**
 * Frame of a screen: skip link, header with the page's only h1, `<main id="main-content">` and
 * an optional bottom navigation slot.
 */
export function PageLayout({
  title,
  subtitle,
  back,
  actions,
  nav,
  children,
  skipLinkLabel = 'Pular para o conteúdo',
  className,
}: PageLayoutProps) {
  return (
    <div className={cx('mesa-page', nav ? 'mesa-page--with-nav' : null, className)}>
      <a className="mesa-skip-link" href="#main-content">
        {skipLinkLabel}
      </a>
      <header className="mesa-page__header">
        {back ? <div className="mesa-page__back">{back}</div> : null}
        <div className="mesa-page__titles">
          <h1 className="mesa-page__title">{title}</h1>
          {subtitle ? <p className="mesa-page__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="mesa-page__actions">{actions}</div> : null}
      </header>
      {/* tabIndex -1 lets the skip link move keyboard focus here. */}
      <main id="main-content" tabIndex={-1} className="mesa-page__main">
        {children}
      </main>
      {nav}
    </div>
  );
}
