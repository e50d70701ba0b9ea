import { ability, useSessionUser } from '@/lib/session';
import { USER_VIEW_TABS, type UserViewTab } from './users.search';

export interface UserViewAccess {
  /** The tabs offered to this reader, in order. */
  tabs: UserViewTab[];
  /** Sessions and notifications: the account's owner and those who may manage users (the server's rule). */
  seesPrivate: boolean;
  /** Password links and passwords set by hand (the server also refuses a target stronger than the reader). */
  mayUpdate: boolean;
}

/** What the reader may see and do on the view page of user `id`; hiding is a courtesy, the server decides. */
export function useUserViewAccess(id: number): UserViewAccess {
  const me = useSessionUser();
  const seesPrivate = me?.id === id || ability.can('manage', 'User');
  const mayUpdate = ability.can('update', 'User');
  const offered: Record<UserViewTab, boolean> = {
    account: true,
    security: seesPrivate || mayUpdate,
    'billing-plans': true,
    notifications: seesPrivate,
    connections: true,
  };
  return { tabs: USER_VIEW_TABS.filter((tab) => offered[tab]), seesPrivate, mayUpdate };
}
