import type { Permission } from '@mizan/contracts';
import { renderListPage } from '@/test/harness';
import { PermissionsPage } from './permissions-page';
import { permissionList } from './permissions.search';

/** A stored permission that lets its roles read users. */
export const permission = (id: number, name: string, assignedTo: string[]): Permission => ({
  id,
  name,
  assignedTo,
  createdDate: '14 Apr 2021, 8:43 PM',
  createdAt: '2021-04-14T20:43:00.000Z',
  rules: [{ action: 'read', subject: 'User' }],
  version: 1,
});

/** The permissions page at its address, its state in the URL as the route keeps it. */
export const renderPermissions = () =>
  renderListPage({ path: '/apps/permissions', validateSearch: permissionList.validate, Page: PermissionsPage });
