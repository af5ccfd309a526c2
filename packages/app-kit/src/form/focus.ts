const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/**
 * Focuses the first control, in document order, that shows an error (`aria-invalid="true"`,
 * which every design-system field sets while its error shows). A group marked invalid (a
 * fieldset of checkboxes) hands the focus to its first control. Returns whether it focused.
 */
export function focusFirstInvalid(container: ParentNode | null | undefined): boolean {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : invalid.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus();
  return true;
}
