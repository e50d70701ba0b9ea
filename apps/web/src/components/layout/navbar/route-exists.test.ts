import { describe, expect, it } from 'vitest';
import { routeExists } from './route-exists';

const routerWith = (found: { fullPath: string } | undefined) => ({
  getMatchedRoutes: () => [[], {}, found] as never,
});

describe('routeExists', () => {
  it('is true for a real route, params included', () => {
    expect(routeExists(routerWith({ fullPath: '/pages/user-profile/$tab' }), '/pages/user-profile/profile')).toBe(true);
  });

  it('is false when nothing or only a catch-all matches', () => {
    expect(routeExists(routerWith(undefined), '/pages/user-profile/profile')).toBe(false);
    expect(routeExists(routerWith({ fullPath: '/$' }), '/pages/user-profile/profile')).toBe(false);
    expect(routeExists(routerWith({ fullPath: '/pages/$' }), '/pages/user-profile/profile')).toBe(false);
  });
});
