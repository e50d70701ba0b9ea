
/** Placeholder until the page lands. */
export function EcommerceDashboardPage(_props: Record<string, never>) {
  return null;
}
