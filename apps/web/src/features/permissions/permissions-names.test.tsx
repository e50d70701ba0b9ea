import { SEEDED_PERMISSION_NAMES, type Permission } from '@mizan/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, renderListPage, setUpPageTests } from '@/test/harness';
import { PermissionsPage } from './permissions-page';
import { permissionList } from './permissions.search';

const permission = (id: number, name: string, assignedTo: string[]): Permission => ({
  id,
  name,
  assignedTo,
  createdDate: '14 Apr 2021, 8:43 PM',
  createdAt: '2021-04-14T20:43:00.000Z',
  rules: [{ action: 'read', subject: 'User' }],
  version: 1,
});

setUpPageTests({ language: 'ar', namespaces: ['permissions'], user: ADMIN });

describe('the permissions page in Arabic', () => {
  it('names seeded permissions and roles in Arabic, and shows what someone typed as typed', async () => {
    setScreenWidth(1440);
    fakeServer({
      'GET /api/apps/permissions': {
        body: {
          permissions: [
            permission(1, SEEDED_PERMISSION_NAMES.management, ['admin', 'maintainer']),
            permission(2, 'Archive keeping', ['Paralegals']),
          ],
          totalPermissions: 2,
        },
      },
    });
    renderListPage({ path: '/apps/permissions', validateSearch: permissionList.validate, Page: PermissionsPage });

    const table = await screen.findByRole('table', { name: 'الصلاحيات' });
    const seeded = await within(table).findByRole('row', { name: /الإدارة/ });
    expect(within(seeded).getByText('مدير النظام')).toBeInTheDocument();
    expect(within(seeded).getByText('مشرف')).toBeInTheDocument();
    expect(seeded).not.toHaveTextContent(/Management|admin|maintainer/i);

    const typed = within(table).getByRole('row', { name: /Archive keeping/ });
    expect(within(typed).getByText('Archive keeping')).toHaveAttribute('dir', 'auto');
    expect(within(typed).getByText('Paralegals').closest('[dir]')).toHaveAttribute('dir', 'auto');
  });
});
