import { Link } from 'react-router-dom';

/** The "back" control of a screen header (PageLayout `back` slot): a real link, arrow hidden. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="parent-back-link">
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
