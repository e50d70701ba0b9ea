import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, setLanguage, setUpPageTests } from '@/test/harness';
import { email, emailServer, INBOX, listAnswer, renderEmail } from './email-test-fixtures';

setUpPageTests({ namespaces: ['email'], user: ADMIN });

const rows = () => screen.findAllByTestId('list-row');
const listQueries = (server: ReturnType<typeof emailServer>) =>
  server.callsTo('GET /api/apps/email').map((call) => Object.fromEntries(call.query));

describe('EmailPage', () => {
  it('lists the inbox with sender, subject, snippet, star, label dots, attachment mark and unread in bold', async () => {
    const server = emailServer();
    renderEmail();
    const [first, second, third] = await rows();
    expect(within(first!).getByText('Sender 1')).toBeInTheDocument();
    expect(within(first!).getByText('Subject 1')).toBeInTheDocument();
    expect(within(first!).getByText('Snippet of 1')).toBeInTheDocument();
    expect(first).toHaveAttribute('data-unread');
    expect(second).not.toHaveAttribute('data-unread');
    expect(within(first!).getByRole('img', { name: 'Important' })).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Company' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Remove star' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(third!).getByRole('img', { name: 'Has attachments' })).toBeInTheDocument();
    expect(listQueries(server)[0]).toEqual({ filter: 'inbox', page: '1', itemsPerPage: '20' });
  });

  it('shows the sidebar counts of emailsMeta: unread inbox, drafts, unread spam, starred', async () => {
    emailServer();
    renderEmail();
    const folders = await screen.findByRole('navigation', { name: 'Mailboxes' });
    await waitFor(() => expect(within(folders).getByRole('link', { name: /Inbox/ })).toHaveTextContent('Inbox4'));
    expect(within(folders).getByRole('link', { name: /Drafts/ })).toHaveTextContent('Drafts2');
    expect(within(folders).getByRole('link', { name: /Spam/ })).toHaveTextContent('Spam1');
    expect(within(folders).getByRole('link', { name: /Starred/ })).toHaveTextContent('Starred3');
    expect(within(folders).getByRole('link', { name: /Trash/ })).toHaveTextContent(/^Trash$/);
  });

  it('reads the filter and the label from the address (spec §2) and asks the API for them', async () => {
    const server = emailServer();
    const router = renderEmail('/apps/email/starred');
    await rows();
    expect(listQueries(server).at(-1)).toMatchObject({ filter: 'starred' });
    expect(screen.getByRole('link', { name: /Starred/ })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Important' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email/label/important'));
    await waitFor(() =>
      expect(listQueries(server).at(-1)).toEqual({ label: 'important', page: '1', itemsPerPage: '20' }),
    );

    await router.navigate({ to: '/apps/email/$filter', params: { filter: 'company' } } as never);
    await waitFor(() => expect(listQueries(server).at(-1)).toMatchObject({ label: 'company' }));
    await router.navigate({ to: '/apps/email/filter/$filter', params: { filter: 'sent' } } as never);
    await waitFor(() => expect(listQueries(server).at(-1)).toMatchObject({ filter: 'sent' }));
  });

  it('keeps the search in the URL (debounced) and pages with the pager', async () => {
    const server = emailServer({ 'GET /api/apps/email': { body: listAnswer(INBOX, 45) } });
    const router = renderEmail();
    await rows();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'lease');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'lease' }));
    await waitFor(() => expect(listQueries(server).at(-1)).toMatchObject({ q: 'lease', page: '1' }));
    expect(await screen.findByTestId('list-range')).toHaveTextContent('1–20 of 45');
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'lease', page: 2 }));
    await waitFor(() => expect(listQueries(server).at(-1)).toMatchObject({ q: 'lease', page: '2' }));
  });

  it('acts on the emails chosen: mark read, star, label toggle, move, delete — each one POST with their ids', async () => {
    const server = emailServer();
    renderEmail();
    await rows();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select email from Sender 1: Subject 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select email from Sender 3: Subject 3' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Marked as read')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Label' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Personal' }));
    await screen.findByText('Label “Personal” toggled');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select email from Sender 2: Subject 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Spam' }));
    await screen.findByText('Moved to Spam');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select email from Sender 2: Subject 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Moved to Trash');

    expect(server.callsTo('POST /api/apps/email').map((call) => call.body)).toEqual([
      { ids: [1, 3], data: { isRead: true } },
      { ids: [1, 2, 3], label: 'personal' },
      { ids: [2], data: { folder: 'spam' } },
      { ids: [2], data: { isDeleted: true } },
    ]);
  });

  it('stars one email from its row and restores from the trash', async () => {
    const server = emailServer({
      'GET /api/apps/email': ({ query }) => ({
        body: listAnswer(query.get('filter') === 'trashed' ? [email(9, { isDeleted: true })] : INBOX),
      }),
    });
    const router = renderEmail();
    const [first] = await rows();
    await userEvent.click(within(first!).getByRole('button', { name: 'Star' }));
    await router.navigate({ to: '/apps/email/$filter', params: { filter: 'trashed' } } as never);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select email from Sender 9: Subject 9' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await screen.findByText('Restored');
    expect(server.callsTo('POST /api/apps/email').map((call) => call.body)).toEqual([
      { ids: [1], data: { isStarred: true } },
      { ids: [9], data: { isDeleted: false } },
    ]);
  });

  it('deletes chosen emails for good from the trash after asking', async () => {
    const server = emailServer({
      'GET /api/apps/email': { body: listAnswer([email(9, { isDeleted: true }), email(8, { isDeleted: true })]) },
      'DELETE /api/apps/email/:id': { status: 204 },
    });
    renderEmail('/apps/email/trashed');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select email from Sender 9: Subject 9' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select email from Sender 8: Subject 8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    const question = await screen.findByRole('dialog', { name: 'Delete 2 emails for good?' });
    expect(server.callsTo('DELETE /api/apps/email/:id')).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Delete forever' }));
    await screen.findByText('2 emails were deleted for good');
    expect(
      server
        .callsTo('DELETE /api/apps/email/:id')
        .map((call) => call.params.id)
        .sort(),
    ).toEqual(['8', '9']);
  });

  it('opens an email in the reading pane (id in the URL), marks it read once, and shows its attachments', async () => {
    const server = emailServer();
    const router = renderEmail();
    const [first] = await rows();
    await userEvent.click(within(first!).getByText('Subject 1'));
    await waitFor(() => expect(router.state.location.search).toEqual({ id: 1 }));
    expect(await screen.findByRole('heading', { name: 'Subject 1', level: 2 })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('POST /api/apps/email').map((call) => call.body)).toEqual([
        { ids: [1], data: { isRead: true } },
      ]),
    );
    // An email already read is not marked again.
    await router.navigate({ to: '.', search: { id: 3 } } as never);
    expect(await screen.findByRole('link', { name: /^Download contract\.pdf/ })).toHaveAttribute(
      'href',
      '/api/apps/email/attachments/70',
    );
    expect(server.callsTo('POST /api/apps/email')).toHaveLength(1);
  });

  it('shows the message in a sandboxed frame without scripts, remote images held until "Show images"', async () => {
    const hostile = email(5, {
      message:
        '<p onclick="alert(1)">Hello</p><script>alert(2)</script><img src="https://tracker.test/p.gif">' +
        '<a href="javascript:alert(3)">link</a><img src="data:image/png;base64,AAAA">',
    });
    emailServer({ 'GET /api/apps/email/:id': { body: hostile } });
    renderEmail('/apps/email?id=5');
    const frame = await screen.findByTitle('Message from Sender 5');
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox.split(' ')).not.toContain('allow-scripts');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('Hello');
    expect(srcdoc).not.toMatch(/<script|onclick|javascript:/i);
    expect(srcdoc).toContain('data-src="https://tracker.test/p.gif"');
    expect(srcdoc).not.toMatch(/\ssrc="https:\/\/tracker\.test/);
    expect(srcdoc).toContain('src="data:image/png;base64,AAAA"');
    expect(srcdoc).toContain('img-src data: cid:;');
    expect(screen.getByText('One remote image was blocked to protect your privacy.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show images' }));
    await waitFor(() =>
      expect(screen.getByTitle('Message from Sender 5').getAttribute('srcdoc')).toContain(
        'src="https://tracker.test/p.gif"',
      ),
    );
  });

  it('restores the images the server held back as data-src once the reader allows them', async () => {
    emailServer({
      'GET /api/apps/email/:id': {
        body: email(8, { message: '<p>Logo</p><img data-src="https://cdn.test/logo.png" alt="logo">' }),
      },
    });
    renderEmail('/apps/email?id=8');
    const frame = await screen.findByTitle('Message from Sender 8');
    expect(frame.getAttribute('srcdoc')).not.toMatch(/\ssrc="https:/);
    await userEvent.click(screen.getByRole('button', { name: 'Show images' }));
    await waitFor(() =>
      expect(screen.getByTitle('Message from Sender 8').getAttribute('srcdoc')).toContain(
        '<img alt="logo" src="https://cdn.test/logo.png">',
      ),
    );
  });

  it('files the conversation to a case picked by search, and links the case once filed', async () => {
    const server = emailServer({
      'GET /api/legal-cases': ({ query }) => ({
        body: {
          cases: query.get('q') === 'lease' ? [{ id: 54, fileNumber: '2026/114', title: 'Lease dispute' }] : [],
          total: 1,
        },
      }),
      'PUT /api/apps/email/:id/case': { body: { ids: [1], caseId: 54 } },
    });
    renderEmail('/apps/email?id=1');
    await userEvent.click(await screen.findByRole('button', { name: 'File to a case' }));
    const dialog = await screen.findByRole('dialog', { name: 'File to a case' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Case' }), 'lease');
    await userEvent.click(await screen.findByRole('option', { name: '2026/114 — Lease dispute' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The conversation is on the case’s file')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/apps/email/:id/case').map((call) => [call.params.id, call.body])).toEqual([
      ['1', { caseId: 54 }],
    ]);
  });

  it('shows the conversation oldest first, the latest open, the earlier folded', async () => {
    const thread = email(7, {
      time: '2026-03-12T10:00:00.000Z',
      subject: 'Lease',
      replies: [
        {
          ...email(6, { time: '2026-03-11T10:00:00.000Z', from: { email: 'a@x.test', name: 'Amal', avatar: null } }),
          replies: [],
        },
      ],
    });
    emailServer({ 'GET /api/apps/email/:id': { body: thread } });
    renderEmail('/apps/email?id=7');
    const messages = await screen.findAllByRole('article');
    expect(messages.map((node) => node.getAttribute('aria-label'))).toEqual([
      'Message from Amal',
      'Message from Sender 7',
    ]);
    expect(within(messages[0]!).getByRole('button', { expanded: false })).toBeInTheDocument();
    expect(within(messages[1]!).getByRole('button', { expanded: true })).toBeInTheDocument();
    expect(screen.getByText('2 messages')).toBeInTheDocument();
  });

  it('says so when the email is not found, and when the list fails offers to try again', async () => {
    let fail = true;
    emailServer({
      'GET /api/apps/email': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: listAnswer() }),
    });
    renderEmail('/apps/email?id=404');
    expect(await screen.findByText("This email doesn't exist or was deleted.")).toBeInTheDocument();
    expect(await screen.findByText('The emails could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(3);
  });

  it('shows the empty state of a folder', async () => {
    emailServer({ 'GET /api/apps/email': { body: listAnswer([]) } });
    renderEmail('/apps/email/spam');
    expect(await screen.findByText('No spam. Nice.')).toBeInTheDocument();
  });

  it('reads right to left in Arabic', async () => {
    await setLanguage('ar', ['email']);
    emailServer();
    renderEmail();
    expect(await screen.findByRole('navigation', { name: 'المجلدات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /البريد الوارد/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'البحث في البريد' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await rows()).toHaveLength(3);
  });
});
