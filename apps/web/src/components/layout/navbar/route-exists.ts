import type { AnyRouter } from '@tanstack/react-router';

/**
 * Whether the router has a page for this path, other than a catch-all (`$`) route: menu entries for pages
 * that come in a later issue stay hidden until their route exists, so there are no dead links.
 */
export function routeExists(router: Pick<AnyRouter, 'getMatchedRoutes'>, path: string): boolean {
  const [, , found] = router.getMatchedRoutes(path);
  if (!found) return false;
  const fullPath: string = found.fullPath ?? '';
  return !/(^|\/)\$$/.test(fullPath);
}
