import { SEEDED_PERMISSION_NAMES } from '@mizan/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, setUpPageTests } from '@/test/harness';
import { permission, renderPermissions } from './permissions-test-fixtures';

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
    renderPermissions();

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
