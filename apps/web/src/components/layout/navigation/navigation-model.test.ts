import { AREAS, createAppAbility, type AbilityRule, type Area } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildNavigation,
  canUseAccess,
  isActivePath,
  shortcutItems,
  type NavEntry,
  type NavParent,
  type NavSection,
  type Viewer,
} from './navigation-model';

const viewer = (rules: AbilityRule[] | null): Viewer => {
  const ability = createAppAbility(rules ?? []);
  return { signedIn: rules !== null, can: (action, subject) => ability.can(action, subject) };
};
const admin = viewer([{ action: 'manage', subject: 'all' }]);
const client = viewer([{ action: 'read', subject: 'AclDemo' }]);
const visitor = viewer(null);

/** Every area id in the menu, parents' children included. */
const ids = (sections: NavSection[]) =>
  sections.flatMap((section) =>
    section.entries.flatMap((entry: NavEntry) =>
      entry.kind === 'item' ? [entry.id] : entry.children.map((c) => c.id),
    ),
  );
const MISC = ['comingSoon', 'underMaintenance', 'notAuthorized', 'serverError'];
const ACCOUNT = ['accountSettings', 'userProfile'];
const SHOP = [
  'ecommerceDashboard',
  'ecommerceProducts',
  'ecommerceProductAdd',
  'ecommerceCategories',
  'ecommerceOrders',
  'ecommerceCustomers',
  'ecommerceReviews',
  'ecommerceReferrals',
  'ecommerceSettings',
];

describe('buildNavigation', () => {
  it('shows the admin every area', () => {
    expect(ids(buildNavigation(AREAS, admin))).toEqual([
      'dashboardsCrm',
      'dashboardsEcommerce',
      'accessControl',
      'legalCases',
      'legalAgenda',
      ...SHOP,
      'invoiceList',
      'email',
      'chat',
      'calendar',
      'kanban',
      'userList',
      'roles',
      'permissions',
      'officeSettings',
      ...ACCOUNT,
      ...MISC,
    ]);
  });

  it('shows the client Access Control but not CRM', () => {
    const menu = ids(buildNavigation(AREAS, client));
    expect(menu).toContain('accessControl');
    expect(menu).not.toContain('dashboardsCrm');
    expect(menu).not.toContain('userList');
    expect(menu).toEqual(expect.arrayContaining(MISC));
  });

  it('shows a visitor only the public pages', () => {
    expect(ids(buildNavigation(AREAS, visitor))).toEqual(MISC);
  });

  it('keeps the section order, drops empty sections, folds entries under their parent', () => {
    const clientMenu = buildNavigation(AREAS, client);
    expect(clientMenu.map((section) => section.id)).toEqual(['appsPages', 'pages']);
    const pages = clientMenu.find((section) => section.id === 'pages')!;
    expect(pages.titleKey).toBe('navigation:sections.pages');
    expect(pages.entries.map((entry) => entry.id)).toEqual([...ACCOUNT, 'misc']);
    expect(pages.entries[2]).toMatchObject({ kind: 'parent', id: 'misc', titleKey: 'navigation:parents.misc' });
  });

  it('titles items from the navigation namespace', () => {
    const [dashboards] = buildNavigation(AREAS, admin);
    expect(dashboards?.entries[0]).toMatchObject({ titleKey: 'navigation:areas.dashboardsCrm', to: '/dashboards/crm' });
  });

  it('handles guest-only and signed-in areas', () => {
    const areas: Area[] = [
      { id: 'a', to: '/a', icon: 'lock', access: 'guest', menu: { section: 'pages' } },
      { id: 'b', to: '/b', icon: 'lock', access: 'signedIn', menu: { section: 'pages' } },
      { id: 'c', to: '/c', icon: 'lock', access: 'public' },
    ];
    expect(ids(buildNavigation(areas, visitor))).toEqual(['a']);
    expect(ids(buildNavigation(areas, client))).toEqual(['b']);
  });
});

describe('canUseAccess', () => {
  it('follows spec §6', () => {
    expect(canUseAccess('public', visitor)).toBe(true);
    expect(canUseAccess('guest', admin)).toBe(false);
    expect(canUseAccess('signedIn', visitor)).toBe(false);
    expect(canUseAccess({ action: 'read', subject: 'Dashboard' }, client)).toBe(false);
    expect(canUseAccess({ action: 'read', subject: 'Dashboard' }, admin)).toBe(true);
  });
});

describe('shortcutItems', () => {
  it('offers only the shortcuts the user may open', () => {
    expect(shortcutItems(AREAS, admin).map((item) => item.id)).toEqual([
      'dashboardsCrm',
      'dashboardsEcommerce',
      'accessControl',
      'legalCases',
      'ecommerceProducts',
      'ecommerceOrders',
      'invoiceList',
      'userList',
      'roles',
    ]);
    expect(shortcutItems(AREAS, client).map((item) => item.id)).toEqual(['accessControl']);
    expect(shortcutItems(AREAS, visitor)).toEqual([]);
  });
});

describe('isActivePath', () => {
  it('matches the page and the pages below it, not a longer sibling name', () => {
    expect(isActivePath('/dashboards/crm', '/dashboards/crm')).toBe(true);
    expect(isActivePath('/dashboards/crm/x', '/dashboards/crm')).toBe(true);
    expect(isActivePath('/dashboards/crmx', '/dashboards/crm')).toBe(false);
    expect(isActivePath('/legal-cases/12', '/legal-cases')).toBe(true);
    expect(isActivePath('/legal-cases/agenda', '/legal-cases')).toBe(false);
    expect(isActivePath('/legal-cases/agenda', '/legal-cases/agenda')).toBe(true);
  });

  it("lights a list's entry on the details and edit pages below its `activeUnder`, not on a sibling area's page", () => {
    const menu = buildNavigation(AREAS, admin).flatMap((section) => section.entries);
    const shop = menu.find((entry): entry is NavParent => entry.kind === 'parent' && entry.id === 'ecommerce')!;
    const lit = (pathname: string) =>
      shop.children.filter((child) => isActivePath(pathname, child.match)).map((child) => child.id);
    expect(lit('/apps/ecommerce/order/details/5400')).toEqual(['ecommerceOrders']);
    expect(lit('/apps/ecommerce/customer/details/396651')).toEqual(['ecommerceCustomers']);
    expect(lit('/apps/ecommerce/product/edit/3')).toEqual(['ecommerceProducts']);
    expect(lit('/apps/ecommerce/product/add')).toEqual(['ecommerceProductAdd']);
    expect(lit('/apps/ecommerce/product/category-list')).toEqual(['ecommerceCategories']);
  });
});
