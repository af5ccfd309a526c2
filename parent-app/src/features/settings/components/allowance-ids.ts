/** Ids of a child's 'Mesada automática' controls (focus moves between the view and the form). */
export function allowanceIds(childId: string) {
  const base = `settings-child-${childId}-allowance`;
  return {
    heading: `${base}-heading`,
    open: `${base}-open`,
    amount: `${base}-amount`,
    preview: `${base}-preview`,
  };
}
