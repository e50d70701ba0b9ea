import type { CaseEmail } from '@mizan/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderPage, setUpPageTests } from '@/test/harness';
import { CaseMailTab } from './case-mail-tab';
import { ADMIN_LAWYER, LEGAL_CASES_API, tabCase } from './legal-cases-test-fixtures';

const detail = tabCase(null);

const email = (id: number, extra: Partial<CaseEmail>): CaseEmail => ({
  id,
  from: { email: 'client@example.com', name: 'A client' },
  to: [{ email: 'sara@office.test', name: 'Sara Lawyer' }],
  cc: [],
  subject: `Message ${id}`,
  message: `<p>Message ${id}</p>`,
  snippet: `Message ${id}`,
  time: '2026-03-01T09:00:00.000Z',
  attachments: [],
  filedBy: 'Sara Lawyer',
  ...extra,
});

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

describe('CaseMailTab', () => {
  it('lists the mail filed to the case and opens one as text, with its attachments to download', async () => {
    const server = fakeServer({
      ...LEGAL_CASES_API,
      'GET /api/apps/email/case/:caseId': {
        body: {
          total: 2,
          emails: [
            email(2, {
              subject: 'Re: the lease',
              message: '<p>Clause 4 <b>stays</b>.</p><script>alert(1)</script>',
              attachments: [
                {
                  id: 5,
                  fileName: 'lease.pdf',
                  thumbnail: '',
                  url: '/api/apps/email/case/7/attachments/5',
                  size: '12kb',
                },
              ],
            }),
            email(1, { subject: 'The lease' }),
          ],
        },
      },
    });
    renderPage(() => <CaseMailTab detail={detail} />);
    const first = await screen.findByRole('button', { name: /Re: the lease/ });
    expect(screen.getByRole('button', { name: /The lease/ })).toBeInTheDocument();
    expect(server.callsTo('GET /api/apps/email/case/:caseId')[0]?.params.caseId).toBe(String(detail.id));
    await userEvent.click(first);
    const text = await screen.findByText('Clause 4 stays.');
    const panel = within(text.closest<HTMLElement>('[role="region"]')!);
    expect(panel.getByText('Filed by Sara Lawyer')).toBeInTheDocument();
    const link = await panel.findByRole('link', { name: /lease\.pdf/ });
    expect(link).toHaveAttribute('href', '/api/apps/email/case/7/attachments/5');
    expect(document.querySelector('script')).toBeNull();
  });

  it('says how to file mail when none is filed', async () => {
    fakeServer({ ...LEGAL_CASES_API, 'GET /api/apps/email/case/:caseId': { body: { total: 0, emails: [] } } });
    renderPage(() => <CaseMailTab detail={detail} />);
    expect(await screen.findByText(/No mail is filed to this case yet/)).toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: /Message/ })).not.toBeInTheDocument();
  });
});
