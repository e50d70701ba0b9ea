/**
 * The root of every area's query keys, in one place. An area builds its keys on its root (`all: queryRoots.users`);
 * a write that changes another area's data invalidates that area by its root from here, never by a string typed
 * again. One domain word: the root is the area's URL and folder word.
 */
export const queryRoots = {
  account: ['account'],
  auth: ['auth'],
  calendar: ['calendar'],
  chat: ['chat'],
  dashboards: ['dashboards'],
  email: ['email'],
  ecommerce: ['ecommerce'],
  invoices: ['invoices'],
  kanban: ['kanban'],
  legalCases: ['legal-cases'],
  notifications: ['notifications'],
  office: ['office'],
  permissions: ['permissions'],
  profile: ['profile'],
  roles: ['roles'],
  search: ['search'],
  users: ['users'],
} as const;
