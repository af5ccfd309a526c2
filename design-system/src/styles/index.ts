import { componentsCss } from './components-css';
import { tokensCss } from './tokens-css';

/** Every rule of the design system: theme tokens followed by component classes. */
export const designSystemCss: string = `${tokensCss}\n${componentsCss}`;

/** Id of the `<style>` element that `injectStyles` manages in `document.head`. */
export const STYLE_ELEMENT_ID = 'mesa-ds-styles';

/**
 * Puts the design-system CSS into `document.head` once. The design system is a Module
 * Federation singleton, so styles travel as a string instead of a CSS import that each
 * consumer's bundler would have to handle. Safe to call many times and on the server.
 */
export function injectStyles(doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  const existing = doc.getElementById(STYLE_ELEMENT_ID);
  if (existing) {
    // A newer copy (hot reload) replaces the text; an identical one is left alone.
    if (existing.textContent !== designSystemCss) existing.textContent = designSystemCss;
    return;
  }
  const style = doc.createElement('style');
  style.id = STYLE_ELEMENT_ID;
  style.textContent = designSystemCss;
  doc.head.appendChild(style);
}
