import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './bottom-nav.css';

/** One destination of `BottomNav`. */
export interface BottomNavItem {
  id: string;
  label: string;
  href: string;
  /** Decorative icon. */
  icon?: ReactNode;
  /** Count shown on the icon (e.g. pending tasks); hidden when 0 or absent. */
  badge?: number;
}

/** What `renderLink` receives: render these on your router's link component. */
export interface RenderLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

/** Props of `BottomNav`. */
export interface BottomNavProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: BottomNavItem[];
  activeId: string;
  /**
   * Renders each link; pass e.g. `(p) => <Link to={p.href} {...p} />` for react-router.
   * Defaults to a plain `<a>`.
   */
  renderLink?: (props: RenderLinkProps) => ReactNode;
  /** Screen-reader text for a badge count; defaults to "N pendente(s)". */
  badgeLabel?: (count: number) => string;
  className?: string;
}

const defaultRenderLink = ({ children, ...props }: RenderLinkProps) => <a {...props}>{children}</a>;
const defaultBadgeLabel = (count: number) => `${count} ${count === 1 ? 'pendente' : 'pendentes'}`;

/**
 * The app's main navigation: a fixed bottom tab bar (five items fit on a 360px-wide phone).
 * Passed as `PageLayout`'s `nav`, the same element becomes a side bar from 1024 px.
 */
export function BottomNav({
  label,
  items,
  activeId,
  renderLink = defaultRenderLink,
  badgeLabel = defaultBadgeLabel,
  className,
}: BottomNavProps) {
  return (
    <nav aria-label={label} className={cx('mesa-bottom-nav', className)}>
      <ul className="mesa-bottom-nav__list">
        {items.map((item) => {
          const active = item.id === activeId;
          const content = (
            <>
              {item.icon ? (
                <span className="mesa-bottom-nav__icon" aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              <span className="mesa-bottom-nav__label">{item.label}</span>
              {item.badge ? (
                <>
                  <span className="mesa-bottom-nav__badge" aria-hidden="true">
                    {item.badge > 99 ? '99+' : item.badge}
                  </span>
                  <span className="mesa-visually-hidden">, {badgeLabel(item.badge)}</span>
                </>
              ) : null}
            </>
          );
          return (
            <li key={item.id} className="mesa-bottom-nav__item">
              {renderLink({
                href: item.href,
                className: 'mesa-bottom-nav__link',
                ...(active ? { 'aria-current': 'page' as const } : {}),
                children: content,
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
