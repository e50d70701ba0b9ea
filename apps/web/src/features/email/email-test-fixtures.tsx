import type { Email, EmailListResponse } from '@mizan/contracts';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { fakeServer, renderRoutes } from '@/test/harness';
import { EmailPage } from './email-page';
import type { EmailSearch } from './email-route';

export const email = (id: number, extra: Partial<Email> = {}): Email => ({
  id,
  to: [{ email: 'admin@mizan.test', name: 'Admin' }],
  from: { email: `sender${id}@client.test`, name: `Sender ${id}`, avatar: null },
  subject: `Subject ${id}`,
  cc: [],
  bcc: [],
  message: `<p>Body of ${id}</p>`,
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-03-10T09:30:00.000Z',
  folder: 'inbox',
  isRead: true,
  isDeleted: false,
  snippet: `Snippet of ${id}`,
  threadId: `t${id}`,
  caseId: null,
  replies: [],
  ...extra,
});

export const META = { inbox: 4, draft: 2, spam: 1, star: 3 };

export const INBOX: Email[] = [
  email(1, { isRead: false, labels: ['important', 'company'], attachments: [] }),
  email(2, { isStarred: true }),
  email(3, {
    attachments: [
      { id: 70, fileName: 'contract.pdf', thumbnail: '', url: '/api/apps/email/attachments/70', size: '2mb' },
    ],
  }),
];

export const listAnswer = (emails: Email[] = INBOX, total = emails.length): EmailListResponse => ({
  emails,
  emailsMeta: META,
  total,
});

/** The server of the page's tests: the office's zone, a list (by filter), one email, and POST answering 201. */
export function emailServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/office/time-zone': { body: { timeZone: 'Asia/Riyadh' } },
    'GET /api/apps/email': { body: listAnswer() },
    'GET /api/apps/email/people': {
      body: { people: [{ email: 'omar.clerk@office.test', name: 'Omar Clerk', img: null }] },
    },
    'GET /api/apps/email/:id': ({ params }) => {
      const found = INBOX.find((row) => row.id === Number(params.id));
      return found ? { body: found } : { status: 404, body: { message: 'No email found with this id' } };
    },
    'POST /api/apps/email': { status: 201, body: { emails: [] } },
    ...extra,
  });
}

/** The page as its routes give it: the segment from the path, the search from the URL. */
function EmailRoute() {
  const params = useParams({ strict: false });
  const search = useSearch({ strict: false }) as EmailSearch;
  const navigate = useNavigate();
  return (
    <EmailPage
      segment={params}
      search={search}
      onSearchChange={(next, options) => void navigate({ to: '.', search: next as never, replace: options?.replace })}
    />
  );
}

/** The e-mail page at its spec §2 addresses, opened at `url`. */
export const renderEmail = (url = '/apps/email', options?: { colorScheme?: 'light' | 'dark' }) =>
  renderRoutes(
    {
      '/apps/email': EmailRoute,
      '/apps/email/$filter': EmailRoute,
      '/apps/email/filter/$filter': EmailRoute,
      '/apps/email/label/$label': EmailRoute,
    },
    url,
    options,
  );
