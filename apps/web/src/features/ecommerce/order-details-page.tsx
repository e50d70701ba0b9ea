
/** Placeholder until the page lands. */
export function OrderDetailsPage(_props: { order: number }) {
  return null;
}
