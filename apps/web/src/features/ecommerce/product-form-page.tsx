
/** Placeholder until the page lands. */
export function ProductFormPage(_props: { id?: number }) {
  return null;
}
