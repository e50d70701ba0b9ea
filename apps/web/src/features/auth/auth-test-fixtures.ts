import { fakeServer, type Reply } from '@/test/harness';

/** What the login answers for the demo client; `user` adds to its user (its preferences, say). */
export const clientSession = (user: object = {}) => ({
  accessToken: 'token',
  userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
  userData: {
    id: 2,
    fullName: 'Client Demo',
    username: 'client',
    email: 'client@demo.com',
    avatar: null,
    role: 'client',
    ...user,
  },
});

/** The sign-in API: whether sign-up is open, and the login's answer. */
export const authServer = (login: Reply, { open = true } = {}) =>
  fakeServer({ 'GET /api/auth/registration': { body: { open } }, 'POST /api/auth/login': login });
