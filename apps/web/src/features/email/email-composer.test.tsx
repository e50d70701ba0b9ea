import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, setUpPageTests } from '@/test/harness';
import { email, emailServer, renderEmail } from './email-test-fixtures';

setUpPageTests({ namespaces: ['email'], user: ADMIN });

const SLOW = { timeout: 4000 };

/** The To field's text box (its label also names the options' list). */
const toField = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByLabelText('To')
    .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden')!;

async function openComposer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Compose' }));
  return screen.findByRole('dialog', { name: 'New message' });
}

describe('EmailComposer', () => {
  it('saves a draft as you type: the first save makes it, the next ones update it', async () => {
    const server = emailServer({
      'POST /api/apps/email/drafts': ({ body }) => ({
        status: 201,
        body: email(55, { folder: 'draft', ...(body as object), to: [], cc: [], bcc: [] }),
      }),
      'PUT /api/apps/email/drafts/:id': { body: email(55, { folder: 'draft' }) },
    });
    renderEmail();
    const dialog = await openComposer();
    await userEvent.type(toField(dialog), 'mark@northwind.com{enter}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Lease');
    await waitFor(() => expect(server.callsTo('POST /api/apps/email/drafts')).toHaveLength(1), SLOW);
    expect(server.callsTo('POST /api/apps/email/drafts')[0]!.body).toEqual({
      to: [{ email: 'mark@northwind.com' }],
      cc: [],
      bcc: [],
      subject: 'Lease',
      message: '',
      attachmentIds: [],
    });
    expect(await within(dialog).findByText('Draft saved')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), ' renewal');
    await waitFor(() => expect(server.callsTo('PUT /api/apps/email/drafts/:id')).toHaveLength(1), SLOW);
    expect(server.callsTo('PUT /api/apps/email/drafts/:id')[0]).toMatchObject({
      params: { id: '55' },
      body: { subject: 'Lease renewal' },
    });
  });

  it('suggests the office’s users as recipients once something is typed', async () => {
    emailServer();
    renderEmail();
    const dialog = await openComposer();
    await userEvent.type(toField(dialog), 'omar');
    await userEvent.click(await screen.findByRole('option', { name: /omar\.clerk@office\.test/ }));
    expect(within(dialog).getByText('omar.clerk@office.test')).toBeInTheDocument();
  });

  it('searches the office’s contacts by name as you type, and shows each with its name', async () => {
    const server = emailServer({
      'GET /api/apps/email/people': ({ query }) => ({
        body: {
          people: query.get('q')
            ? [{ email: 'accounts@nour-trading.example', name: 'شركة النور للتجارة', img: null }]
            : [{ email: 'omar.clerk@office.test', name: 'Omar Clerk', img: null }],
        },
      }),
    });
    renderEmail();
    const dialog = await openComposer();
    await userEvent.type(toField(dialog), 'النور');
    const option = await screen.findByRole('option', { name: /accounts@nour-trading\.example/ }, SLOW);
    expect(option).toHaveTextContent('شركة النور للتجارة');
    expect(server.callsTo('GET /api/apps/email/people').at(-1)!.query.get('q')).toBe('النور');
    await userEvent.click(option);
    expect(within(dialog).getByText('accounts@nour-trading.example')).toBeInTheDocument();
  });

  it('refuses to send without a recipient or with a bad address, and sends nothing', async () => {
    const server = emailServer();
    renderEmail();
    const dialog = await openComposer();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Add at least one recipient')).toBeInTheDocument();
    await userEvent.type(toField(dialog), 'not-an-address{enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('“not-an-address” is not a valid e-mail address')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('sends, offers Undo during the hold, and undoing brings the message back in the composer', async () => {
    const sent = email(77, { folder: 'sent', subject: 'Hearing', to: [{ email: 'sara@client.sa', name: '' }] });
    const server = emailServer({
      'POST /api/apps/email/send': {
        status: 201,
        body: { email: sent, undoUntil: new Date(Date.now() + 10_000).toISOString() },
      },
      'POST /api/apps/email/:id/undo': { body: { ...sent, folder: 'draft' } },
    });
    renderEmail();
    const dialog = await openComposer();
    await userEvent.type(toField(dialog), 'sara@client.sa{enter}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Hearing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/apps/email/send').map((call) => call.body)).toEqual([
      { to: [{ email: 'sara@client.sa' }], cc: [], bcc: [], subject: 'Hearing', message: '', attachmentIds: [] },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    const draft = await screen.findByRole('dialog', { name: 'Draft' });
    expect(within(draft).getByRole('textbox', { name: 'Subject' })).toHaveValue('Hearing');
    expect(server.callsTo('POST /api/apps/email/:id/undo').map((call) => call.params)).toEqual([{ id: '77' }]);
    expect(await screen.findByText('Sending undone: the message is back in the composer.')).toBeInTheDocument();
  });

  it('uploads an attachment and sends its id; a file too large is refused before any upload', async () => {
    const server = emailServer({
      'POST /api/apps/email/attachments': { status: 201, body: { id: 9, fileName: 'brief.pdf', size: '1kb' } },
      'POST /api/apps/email/send': {
        status: 201,
        body: { email: email(78, { folder: 'sent' }), undoUntil: new Date(Date.now() + 5000).toISOString() },
      },
    });
    renderEmail();
    const dialog = await openComposer();
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.upload(input, big);
    expect(await screen.findByText(/huge\.pdf is larger than/)).toBeInTheDocument();
    await userEvent.upload(input, new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('brief.pdf')).toBeInTheDocument();
    expect(server.callsTo('POST /api/apps/email/attachments')).toHaveLength(1);
    expect((server.callsTo('POST /api/apps/email/attachments')[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    await userEvent.type(toField(dialog), 'sara@client.sa{enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Message sent');
    expect(server.callsTo('POST /api/apps/email/send')[0]!.body).toMatchObject({ attachmentIds: [9] });
  });

  it('opens a reply to the sender with "Re:" once, the message quoted', async () => {
    emailServer({
      'GET /api/apps/email/:id': { body: email(1, { subject: 'Re: Lease', message: '<p>Original words</p>' }) },
    });
    renderEmail('/apps/email?id=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply' });
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Lease');
    expect(within(dialog).getByText('sender1@client.test')).toBeInTheDocument();
    expect(within(dialog).getByText('Original words')).toBeInTheDocument();
  });

  it('opens a draft from Drafts in the composer, and "Discard draft" deletes it', async () => {
    const draft = email(60, {
      folder: 'draft',
      subject: 'Unfinished',
      to: [{ email: 'mark@northwind.com', name: '' }],
    });
    const server = emailServer({
      'GET /api/apps/email': {
        body: { emails: [draft], emailsMeta: { inbox: 0, draft: 1, spam: 0, star: 0 }, total: 1 },
      },
      'DELETE /api/apps/email/:id': { status: 204 },
    });
    renderEmail('/apps/email/draft');
    await userEvent.click(await screen.findByText('Unfinished'));
    const dialog = await screen.findByRole('dialog', { name: 'Draft' });
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Unfinished');
    expect(within(dialog).getByText('mark@northwind.com')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText('Draft discarded')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/apps/email/:id').map((call) => call.params)).toEqual([{ id: '60' }]);
  });

  it('stops saving a draft changed in another window; "Keep mine" saves it again without its time', async () => {
    const draft = email(60, {
      folder: 'draft',
      subject: 'Unfinished',
      to: [{ email: 'mark@northwind.com', name: '' }],
    });
    let puts = 0;
    const server = emailServer({
      'GET /api/apps/email': {
        body: { emails: [draft], emailsMeta: { inbox: 0, draft: 1, spam: 0, star: 0 }, total: 1 },
      },
      'PUT /api/apps/email/drafts/:id': ({ body }) =>
        (puts += 1) === 1
          ? { status: 409, body: { message: 'This draft was changed elsewhere: reopen it' } }
          : { body: { ...draft, ...(body as object), to: draft.to, time: '2026-03-10T10:00:00.000Z' } },
    });
    renderEmail('/apps/email/draft');
    await userEvent.click(await screen.findByText('Unfinished'));
    const dialog = await screen.findByRole('dialog', { name: 'Draft' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), ' lease');
    expect(await within(dialog).findByText('This draft was changed in another window', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/your changes are not saved/)).toBeInTheDocument();
    const fields = {
      to: [{ email: 'mark@northwind.com' }],
      cc: [],
      bcc: [],
      subject: 'Unfinished lease',
      message: '<p>Body of 60</p>',
      attachmentIds: [],
    };
    expect(server.callsTo('PUT /api/apps/email/drafts/:id').map((call) => call.body)).toEqual([
      { ...fields, time: '2026-03-10T09:30:00.000Z' },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await within(dialog).findByText('Draft saved')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/apps/email/drafts/:id').map((call) => call.body)).toEqual([
      { ...fields, time: '2026-03-10T09:30:00.000Z' },
      fields,
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Load theirs' })).not.toBeInTheDocument();
  });

  it('"Load theirs" fills the composer with the draft as stored, and saves from its time on', async () => {
    const draft = email(60, {
      folder: 'draft',
      subject: 'Unfinished',
      to: [{ email: 'mark@northwind.com', name: '' }],
    });
    const theirs = { ...draft, subject: 'Changed elsewhere', time: '2026-03-10T11:00:00.000Z' };
    let puts = 0;
    const server = emailServer({
      'GET /api/apps/email': {
        body: { emails: [draft], emailsMeta: { inbox: 0, draft: 1, spam: 0, star: 0 }, total: 1 },
      },
      'GET /api/apps/email/:id': { body: theirs },
      'PUT /api/apps/email/drafts/:id': () =>
        (puts += 1) === 1
          ? { status: 409, body: { message: 'This draft was changed elsewhere: reopen it' } }
          : { body: { ...theirs, time: '2026-03-10T12:00:00.000Z' } },
    });
    renderEmail('/apps/email/draft');
    await userEvent.click(await screen.findByText('Unfinished'));
    const dialog = await screen.findByRole('dialog', { name: 'Draft' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), ' lease');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Load theirs' }, SLOW));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Changed elsewhere'),
    );
    expect(server.calls.filter((call) => call.path === '/api/apps/email/60').map((call) => call.method)).toEqual([
      'GET',
    ]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), '!');
    await waitFor(() => expect(server.callsTo('PUT /api/apps/email/drafts/:id')).toHaveLength(2), SLOW);
    expect(server.callsTo('PUT /api/apps/email/drafts/:id')[1]!.body).toMatchObject({
      subject: 'Changed elsewhere!',
      time: '2026-03-10T11:00:00.000Z',
    });
  });

  it('asks before throwing away what was typed', async () => {
    emailServer();
    renderEmail();
    const dialog = await openComposer();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Half');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
  });
});
