import { createAppAbility, type AbilityRule } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import {
  areaAccess,
  canNavigate,
  guard,
  homePath,
  loginRedirect,
  permits,
  postLoginPath,
  safeRedirectPath,
  type GuardMatch,
} from './guard';

const admin = createAppAbility([{ action: 'manage', subject: 'all' }]);
const client = createAppAbility([{ action: 'read', subject: 'AclDemo' }]);
const nobody = createAppAbility([]);
const abilityOf = (rules: AbilityRule[]) => createAppAbility(rules);

const run = (matches: GuardMatch[], isAuthenticated: boolean, ability = nobody, pathname = '/x', search = {}) =>
  guard({ matches, isAuthenticated, ability, pathname, search });

describe('guard: public routes', () => {
  it('lets anyone in, signed in or not', () => {
    expect(run([{}, { access: 'public' }], false)).toEqual({ allowed: true });
    expect(run([{}, { access: 'public' }], true, client)).toEqual({ allowed: true });
  });

  it('shows the not-found page to anyone (no route matched)', () => {
    expect(run([], false)).toEqual({ allowed: true });
    expect(run([{ notFound: true }], false)).toEqual({ allowed: true });
    expect(run([{}, { notFound: true }], true, client)).toEqual({ allowed: true });
  });
});

describe('guard: unauthenticated-only routes', () => {
  it('lets a signed-out visitor in', () => {
    expect(run([{}, { access: 'guest' }], false)).toEqual({ allowed: true });
  });

  it('sends a signed-in user to the root', () => {
    expect(run([{}, { access: 'guest' }], true, admin)).toEqual({ allowed: false, redirect: { to: '/', search: {} } });
  });
});

describe('guard: the last matched route declares an action and subject', () => {
  const acl: GuardMatch[] = [{}, { access: 'signedIn' }, { access: { action: 'read', subject: 'AclDemo' } }];

  it('allows when the ability permits it', () => {
    expect(run(acl, true, client)).toEqual({ allowed: true });
    expect(run(acl, true, admin)).toEqual({ allowed: true });
  });

  it('decides on the last route alone, even when a parent would allow', () => {
    const dashboard: GuardMatch[] = [{}, { access: 'signedIn' }, { access: { action: 'read', subject: 'Dashboard' } }];
    expect(run(dashboard, true, client)).toEqual({ allowed: false, redirect: { to: '/not-authorized', search: {} } });
    expect(canNavigate(dashboard, true, client)).toBe(false);
  });

  it('honours inverted rules', () => {
    const ability = abilityOf([
      { action: 'manage', subject: 'all' },
      { action: 'read', subject: 'Dashboard', inverted: true },
    ]);
    expect(run([{ access: { action: 'read', subject: 'Dashboard' } }], true, ability).allowed).toBe(false);
  });
});

describe('guard: otherwise any matched route', () => {
  it('allows when some matched route permits it', () => {
    const matches: GuardMatch[] = [{}, { access: { action: 'read', subject: 'AclDemo' } }, {}];
    expect(run(matches, true, client)).toEqual({ allowed: true });
  });

  it('treats an undeclared route like can(undefined, undefined): only manage all passes', () => {
    expect(permits(undefined, true, admin)).toBe(true);
    expect(permits(undefined, true, client)).toBe(false);
    expect(run([{}, {}], true, admin)).toEqual({ allowed: true });
    expect(run([{}, {}], true, client).allowed).toBe(false);
  });

  it('needs only a session for signedIn', () => {
    expect(run([{}, { access: 'signedIn' }], true, nobody)).toEqual({ allowed: true });
    expect(run([{}, { access: 'signedIn' }], false).allowed).toBe(false);
  });

  it('never trusts leftover rules without a session', () => {
    expect(permits({ action: 'read', subject: 'AclDemo' }, false, client)).toBe(false);
  });
});

describe('guard: when denied', () => {
  const dashboard: GuardMatch[] = [{}, { access: { action: 'read', subject: 'Dashboard' } }];

  it('sends a signed-in user to not-authorized', () => {
    expect(run(dashboard, true, client)).toEqual({ allowed: false, redirect: { to: '/not-authorized', search: {} } });
  });

  it('sends a signed-out visitor to login with the original query plus to', () => {
    expect(run(dashboard, false, nobody, '/dashboards/crm', { page: 2, q: 'x' })).toEqual({
      allowed: false,
      redirect: { to: '/login', search: { page: 2, q: 'x', to: '/dashboards/crm' } },
    });
  });

  it('omits to for the root and keeps the query', () => {
    expect(run([{}, { access: 'signedIn' }], false, nobody, '/', { ref: 'mail' })).toEqual({
      allowed: false,
      redirect: { to: '/login', search: { ref: 'mail' } },
    });
  });

  it('replaces a stale to in the query', () => {
    expect(loginRedirect('/access-control', { to: '/elsewhere', a: '1' })).toEqual({
      to: '/login',
      search: { a: '1', to: '/access-control' },
    });
  });
});

describe('areaAccess and homePath', () => {
  it('reads the access from the area descriptors', () => {
    expect(areaAccess('dashboardsCrm')).toEqual({ action: 'read', subject: 'Dashboard' });
    expect(areaAccess('accessControl')).toEqual({ action: 'read', subject: 'AclDemo' });
    expect(areaAccess('comingSoon')).toBe('public');
    expect(() => areaAccess('nope')).toThrow(/Unknown area/);
  });

  it('lands the admin on the CRM dashboard, the client on access control, a signed-in user without rules on their account settings', () => {
    expect(homePath(admin)).toBe('/dashboards/crm');
    expect(homePath(client)).toBe('/access-control');
    expect(homePath(nobody)).toBe('/pages/account-settings/account');
  });
});

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/access-control')).toBe('/access-control');
    expect(safeRedirectPath('/apps/invoice/list?page=2#top')).toBe('/apps/invoice/list?page=2#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'dashboards',
      '',
      '/a\nb',
    ]) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
    expect(safeRedirectPath(undefined)).toBeUndefined();
    expect(safeRedirectPath(42)).toBeUndefined();
  });
});

describe('postLoginPath', () => {
  it('goes back to the attempted page with the original query', () => {
    expect(postLoginPath('?page=2&q=law&to=%2Fapps%2Finvoice%2Flist')).toBe('/apps/invoice/list?page=2&q=law');
    expect(postLoginPath('?to=/access-control')).toBe('/access-control');
  });

  it('goes to the root without a safe to', () => {
    expect(postLoginPath('')).toBe('/');
    expect(postLoginPath('?page=2')).toBe('/');
    expect(postLoginPath('?to=%2F%2Fevil.example')).toBe('/');
    expect(postLoginPath('?to=https%3A%2F%2Fevil.example%2F')).toBe('/');
  });
});
