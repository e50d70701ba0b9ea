import type { AccountSummary } from '@mizan/contracts';
import { isoOrNull } from '../../lib/http.ts';
import { toUserData, type CurrentUser } from '../../lib/identity.ts';
import type { SessionStore } from '../../lib/sessions.ts';

/** The signed-in user's own account, for the dashboard greeting. */
export function createAccountService(deps: { sessions: SessionStore }) {
  return {
    async summary(user: CurrentUser): Promise<AccountSummary> {
      return {
        userData: toUserData(user),
        status: user.status,
        createdAt: user.createdAt.toISOString(),
        lastSignInAt: isoOrNull(user.lastSignInAt),
        activeSessions: await deps.sessions.countActive(user.id),
        permissions: user.rules,
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
