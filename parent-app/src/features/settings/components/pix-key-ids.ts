/** Ids of a child's 'Chave Pix' controls (focus moves between the view and the form). */
export function pixKeyIds(childId: string) {
  const base = `settings-child-${childId}-pix`;
  return { base, heading: `${base}-heading`, open: `${base}-open` };
}
