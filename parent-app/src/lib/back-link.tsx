import { Link } from '@portal/router';

/**
 * The "back" control of a screen header (PageLayout `back` slot): a real link. It shows a short
 * 'Voltar' so the page title keeps its room on a phone; `label` (e.g. 'Voltar para o início')
 * is its accessible name and starts with the visible word.
 */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="parent-back-link" aria-label={label}>
      <span aria-hidden="true">←</span> Voltar
    </Link>
  );
}
