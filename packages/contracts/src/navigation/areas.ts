import type { Access } from '../ability.ts';

/** The global search groups of spec §2, in their display order. */
export const SEARCH_GROUPS = [
  'dashboards',
  'frontPages',
  'appsPages',
  'userInterface',
  'formsTables',
  'chartsMisc',
  'legalCases',
  'ecommerce',
  'users',
] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Headings of the navigation menu, in display order. */
export const MENU_SECTIONS = ['dashboards', 'appsPages', 'pages'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/**
 * One descriptor per area of the product. It feeds the navigation menu, the global search
 * (`GET /api/app-bar/search`) and the permission check, so an area is added here and nowhere else.
 */
export interface Area {
  /** Stable id; also the key of its title in the `navigation` translations (`areas.<id>`). */
  id: string;
  /** Where it opens. */
  to: string;
  /** A tabler icon name (kebab-case, without the `Icon` prefix). */
  icon: string;
  /** What the user needs to see it. */
  access: Access;
  /** Its global search group; omit to keep it out of the search. */
  searchGroup?: SearchGroup;
  /** Where it sits in the menu; omit to keep it out of the menu. `parent` groups entries under a folding item. */
  menu?: { section: MenuSection; parent?: MenuParent };
  /** Offered in the navbar's shortcuts menu. */
  shortcut?: boolean;
  /** Its menu entry is also lit on the pages below this path (the details and edit pages of what it lists). */
  activeUnder?: string;
}

export const MENU_PARENTS = {
  user: { icon: 'users' },
  legal: { icon: 'scale' },
  ecommerce: { icon: 'shopping-cart' },
  rolesPermissions: { icon: 'lock-access' },
  misc: { icon: 'file-alert' },
} as const;
export type MenuParent = keyof typeof MENU_PARENTS;

export const AREAS: readonly Area[] = [
  {
    id: 'dashboardsCrm',
    to: '/dashboards/crm',
    icon: 'chart-pie-2',
    access: { action: 'read', subject: 'Dashboard' },
    searchGroup: 'dashboards',
    menu: { section: 'dashboards' },
    shortcut: true,
  },
  {
    id: 'dashboardsEcommerce',
    to: '/dashboards/ecommerce',
    icon: 'shopping-cart',
    access: { action: 'read', subject: 'Order' },
    searchGroup: 'dashboards',
    menu: { section: 'dashboards' },
    shortcut: true,
  },
  {
    id: 'accessControl',
    to: '/access-control',
    icon: 'shield-lock',
    access: { action: 'read', subject: 'AclDemo' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages' },
    shortcut: true,
  },
  {
    id: 'legalCases',
    to: '/legal-cases',
    icon: 'briefcase',
    access: { action: 'read', subject: 'LegalCase' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'legal' },
    shortcut: true,
  },
  {
    id: 'legalAgenda',
    to: '/legal-cases/agenda',
    icon: 'calendar',
    access: { action: 'read', subject: 'LegalCase' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'legal' },
  },
  {
    id: 'ecommerceDashboard',
    to: '/apps/ecommerce/dashboard',
    icon: 'chart-pie-2',
    access: { action: 'read', subject: 'Order' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'ecommerce' },
  },
  {
    id: 'ecommerceProducts',
    to: '/apps/ecommerce/product/list',
    activeUnder: '/apps/ecommerce/product',
    icon: 'package',
    access: { action: 'read', subject: 'Product' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'ecommerce' },
    shortcut: true,
  },
  {
    id: 'ecommerceProductAdd',
    to: '/apps/ecommerce/product/add',
    icon: 'square-plus',
    access: { action: 'create', subject: 'Product' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'ecommerce' },
  },
  {
    id: 'ecommerceCategories',
    to: '/apps/ecommerce/product/category-list',
    icon: 'category',
    access: { action: 'read', subject: 'Product' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'ecommerce' },
  },
  {
    id: 'ecommerceOrders',
    to: '/apps/ecommerce/order/list',
    activeUnder: '/apps/ecommerce/order',
    icon: 'receipt',
    access: { action: 'read', subject: 'Order' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'ecommerce' },
    shortcut: true,
  },
  {
    id: 'ecommerceCustomers',
    to: '/apps/ecommerce/customer/list',
    activeUnder: '/apps/ecommerce/customer',
    icon: 'users',
    access: { action: 'read', subject: 'Customer' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'ecommerce' },
  },
  {
    id: 'ecommerceReviews',
    to: '/apps/ecommerce/manage-review',
    icon: 'star',
    access: { action: 'read', subject: 'Review' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'ecommerce' },
  },
  {
    id: 'ecommerceReferrals',
    to: '/apps/ecommerce/referrals',
    icon: 'gift',
    access: { action: 'read', subject: 'Referral' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'ecommerce' },
  },
  {
    id: 'ecommerceSettings',
    to: '/apps/ecommerce/settings',
    icon: 'building-store',
    access: { action: 'read', subject: 'Store' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'ecommerce' },
  },
  {
    id: 'invoiceList',
    to: '/apps/invoice/list',
    activeUnder: '/apps/invoice',
    icon: 'file-invoice',
    access: { action: 'read', subject: 'Invoice' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages' },
    shortcut: true,
  },
  {
    id: 'email',
    to: '/apps/email',
    icon: 'mail',
    access: { action: 'read', subject: 'Email' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages' },
  },
  {
    id: 'chat',
    to: '/apps/chat',
    icon: 'messages',
    access: { action: 'read', subject: 'Chat' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages' },
  },
  {
    id: 'calendar',
    to: '/apps/calendar',
    icon: 'calendar',
    access: { action: 'read', subject: 'Calendar' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages' },
  },
  {
    id: 'kanban',
    to: '/apps/kanban',
    icon: 'layout-kanban',
    access: { action: 'read', subject: 'Kanban' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages' },
  },
  {
    id: 'userList',
    to: '/apps/user/list',
    icon: 'list-details',
    access: { action: 'read', subject: 'User' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'user' },
    shortcut: true,
  },
  {
    id: 'roles',
    to: '/apps/roles',
    icon: 'shield-check',
    access: { action: 'read', subject: 'Role' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'rolesPermissions' },
    shortcut: true,
  },
  {
    id: 'permissions',
    to: '/apps/permissions',
    icon: 'key',
    access: { action: 'read', subject: 'Permission' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages', parent: 'rolesPermissions' },
  },
  {
    id: 'officeSettings',
    to: '/office/settings',
    icon: 'building',
    // The office's time zone and sign-up: settings for the whole office, so only those who may manage everything.
    access: { action: 'manage', subject: 'all' },
    searchGroup: 'appsPages',
    menu: { section: 'appsPages' },
  },
  {
    id: 'accountSettings',
    to: '/pages/account-settings/account',
    icon: 'settings',
    access: 'signedIn',
    searchGroup: 'appsPages',
    menu: { section: 'pages' },
  },
  {
    id: 'userProfile',
    to: '/pages/user-profile/profile',
    icon: 'user-circle',
    access: 'signedIn',
    searchGroup: 'appsPages',
    menu: { section: 'pages' },
  },
  {
    id: 'comingSoon',
    to: '/pages/misc/coming-soon',
    icon: 'clock-hour-4',
    access: 'public',
    searchGroup: 'appsPages',
    menu: { section: 'pages', parent: 'misc' },
  },
  {
    id: 'underMaintenance',
    to: '/pages/misc/under-maintenance',
    icon: 'tool',
    access: 'public',
    searchGroup: 'appsPages',
    menu: { section: 'pages', parent: 'misc' },
  },
  {
    id: 'notAuthorized',
    to: '/not-authorized',
    icon: 'lock',
    access: 'public',
    searchGroup: 'appsPages',
    menu: { section: 'pages', parent: 'misc' },
  },
  {
    id: 'serverError',
    to: '/pages/misc/server-error',
    icon: 'server-off',
    access: 'public',
    searchGroup: 'appsPages',
    menu: { section: 'pages', parent: 'misc' },
  },
];
