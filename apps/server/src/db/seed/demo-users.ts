/** The demo logins: seeded into a fresh demo database, printed at start, listed in the README. */
export const DEMO_USERS = [
  { email: 'admin@demo.com', password: 'admin', fullName: 'John Doe', username: 'johndoe', role: 'admin' },
  { email: 'client@demo.com', password: 'client', fullName: 'Jane Doe', username: 'janedoe', role: 'client' },
] as const;
