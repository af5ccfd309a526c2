// First, before the async boundary: the remembered appearance (dark, lang) is on the document
// before anything paints — no inline script is allowed by the CSP (ADR 011, ADR 029).
import './app/appearance';

// Async boundary: the Module Federation runtime must negotiate shared singletons (react,
// react-dom, router, design system) before any module that imports them is evaluated.
void import('./bootstrap');
