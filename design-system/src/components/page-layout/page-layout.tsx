import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useWideLayout } from '../../internal/media';
import './page-layout.css';

/** Props of `PageLayout`. */
export interface PageLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Back control shown before the title (a link or IconButton). */
  back?: ReactNode;
  /** Header actions (logout, badges…). */
  actions?: ReactNode;
  /**
   * The screen's navigation (e.g. `BottomNav`): a bottom bar on phones, a side bar from
   * 1024 px. The main area leaves room for it.
   */
  nav?: ReactNode;
  children?: ReactNode;
  /** Text of the skip link. */
  skipLinkLabel?: string;
  className?: string;
}

/**
 * Frame of a screen: skip link, header with the page's only h1, `<main id="main-content">` and
 * an optional navigation.
 *
 * The navigation is one element in both layouts (one landmark, the same badges and
 * `aria-current`); CSS draws it as a bottom bar on phones and a side bar from 1024 px. Its place
 * in the DOM follows the layout so the focus order matches what the eye sees: after the content
 * on phones (the bar sits below it), between the header and the content on wide screens (the
 * side bar sits before it).
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
  const wide = useWideLayout();
  const navSlot = nav ? <div className="mesa-page__nav">{nav}</div> : null;
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
      {wide ? navSlot : null}
      {/* tabIndex -1 lets the skip link move keyboard focus here. */}
      <main id="main-content" tabIndex={-1} className="mesa-page__main">
        {children}
      </main>
      {wide ? null : navSlot}
    </div>
  );
}
