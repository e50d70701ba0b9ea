import type { KanbanAttachment } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import { ADMIN, fakeServer, renderPage, setLanguage, setUpPageTests, type Reply } from '@/test/harness';
import { KanbanAttachments } from './kanban-attachments';
import { card, kanban, kanbanServer, KanbanHarness } from './kanban-test-fixtures';

setUpPageTests({ namespaces: ['kanban'], user: ADMIN });

const URL = '/api/apps/kanban/item/3/attachments';
/** A file name as a sentence holds it: isolated from the text around it. */
const isolated = (name: string) => `\u2068${name}\u2069`;
const attachment = (id: number, extra: Partial<KanbanAttachment> = {}): KanbanAttachment => ({
  id,
  itemId: 3,
  fileName: `file-${id}.pdf`,
  mimeType: 'application/pdf',
  size: 2048,
  checksum: 'a'.repeat(64),
  url: `${URL}/${id}`,
  cover: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 1,
  ...extra,
});
const BRIEF = attachment(1, { fileName: 'مذكرة الدفاع.pdf', size: 3 * 1024 * 1024 });
const PHOTO = attachment(2, { fileName: 'site.png', mimeType: 'image/png', size: 900 });

function stubServer(attachments: KanbanAttachment[], routes: Record<string, Reply> = {}) {
  return fakeServer({
    [`GET ${URL}`]: { body: { attachments } },
    'GET /api/apps/kanban': { body: kanban() },
    ...routes,
  });
}
const renderPanel = (canEdit = true) =>
  renderPage(() => <KanbanAttachments itemId={3} kanbanId={undefined} canEdit={canEdit} />);
const row = async (name: string) =>
  (await screen.findByRole('link', { name }, { timeout: 5000 })).closest('li') as HTMLElement;

describe('KanbanAttachments', () => {
  it('lists each file with its size, a download link, a thumbnail for an image and the cover marked', async () => {
    stubServer([BRIEF, { ...PHOTO, cover: true }]);
    renderPanel();
    const brief = await row('مذكرة الدفاع.pdf');
    expect(within(brief).getByText('3 MB')).toBeInTheDocument();
    const download = within(brief).getByRole('link', { name: 'Download مذكرة الدفاع.pdf' });
    expect(download).toHaveAttribute('href', `${URL}/1`);
    expect(download).toHaveAttribute('download', 'مذكرة الدفاع.pdf');
    expect(within(brief).queryByRole('button', { name: /cover/ })).not.toBeInTheDocument();
    const photo = await row('site.png');
    expect(within(photo).getByText('900B')).toBeInTheDocument();
    expect(within(photo).getByText('Cover')).toBeInTheDocument();
    expect(photo.querySelector('img')).toHaveAttribute('src', `${URL}/2`);
    expect(photo.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(photo).getByRole('button', { name: 'Stop using site.png as the cover' })).toBeInTheDocument();
  });

  it('uploads a dropped file as multipart, says so and reads the list again', async () => {
    const server = stubServer([], { [`POST ${URL}`]: { status: 201, body: attachment(5, { fileName: 'memo.pdf' }) } });
    renderPanel();
    expect(await screen.findByText('No attachments yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    server.on({ [`GET ${URL}`]: { body: { attachments: [attachment(5, { fileName: 'memo.pdf' })] } } });
    const file = new File(['%PDF-1.4 hello'], 'memo.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Files to attach'), file);
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const [post] = server.writes();
    expect(post!.path).toBe(URL);
    const form = post!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('memo.pdf');
    expect(await screen.findByText(`“${isolated('memo.pdf')}” was attached`)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'memo.pdf' })).toBeInTheDocument();
  });

  it('refuses a file over 10 MB or of another type before sending anything', async () => {
    const server = stubServer([]);
    renderPanel();
    await screen.findByText('No attachments yet.', {}, { timeout: 5000 });
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Files to attach'), big);
    expect(await screen.findByText(`“${isolated('big.pdf')}” is larger than 10 MB`)).toBeInTheDocument();
    const program = new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' });
    await userEvent.upload(screen.getByLabelText('Files to attach'), program, { applyAccept: false });
    expect(
      await screen.findByText(`“${isolated('tool.exe')}” is not an accepted type (PDF, image, Word, Excel or text)`),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('shows the server’s refusal of a file', async () => {
    const message =
      '“x.pdf” is not an accepted type (PDF, image, Word, Excel or text) or its content does not match its name';
    stubServer([], { [`POST ${URL}`]: { status: 400, body: { message, errors: { file: [message] } } } });
    renderPanel();
    await screen.findByText('No attachments yet.', {}, { timeout: 5000 });
    await userEvent.upload(screen.getByLabelText('Files to attach'), new File(['hello'], 'x.pdf'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('The file was not attached')).toBeInTheDocument();
  });

  it('asks before deleting a file', async () => {
    const server = stubServer([BRIEF], { [`DELETE ${URL}/1`]: { status: 204 } });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete مذكرة الدفاع.pdf' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this attachment?' });
    expect(
      within(dialog).getByText(`“${isolated('مذكرة الدفاع.pdf')}” will be deleted. This cannot be undone.`),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.writes().map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE ${URL}/1`]),
    );
    expect(await screen.findByText(`“${isolated('مذكرة الدفاع.pdf')}” was deleted`)).toBeInTheDocument();
  });

  it('makes an image the cover and stops using it', async () => {
    const server = stubServer([BRIEF, PHOTO], {
      'PUT /api/apps/kanban/item/3/cover': { body: { image: `${URL}/2` } },
      'DELETE /api/apps/kanban/item/3/cover': { status: 204 },
    });
    renderPanel();
    const makeCover = await screen.findByRole('button', { name: 'Make site.png the cover' }, { timeout: 5000 });
    // What the list reads once the cover is set.
    server.on({ [`GET ${URL}`]: { body: { attachments: [BRIEF, { ...PHOTO, cover: true }] } } });
    await userEvent.click(makeCover);
    await waitFor(() =>
      expect(server.callsTo('PUT /api/apps/kanban/item/3/cover').map((call) => call.body)).toEqual([
        { attachmentId: 2 },
      ]),
    );
    expect(await screen.findByText('The card’s cover was changed')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop using site.png as the cover' }));
    await waitFor(() => expect(server.callsTo('DELETE /api/apps/kanban/item/3/cover')).toHaveLength(1));
    expect(await screen.findByText('The card has no cover any more')).toBeInTheDocument();
  });

  it('shows a reader the files to download, without upload, delete or cover', async () => {
    stubServer([BRIEF, PHOTO]);
    renderPanel(false);
    expect(await screen.findByRole('link', { name: 'Download site.png' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Files to attach')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete site.png' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make site.png the cover' })).not.toBeInTheDocument();
  });

  it('says when the files could not be loaded and tries again', async () => {
    const server = stubServer([], { [`GET ${URL}`]: { status: 500, body: { message: 'Something went wrong' } } });
    renderPanel();
    expect(await screen.findByText('The attachments could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    server.on({ [`GET ${URL}`]: { body: { attachments: [BRIEF] } } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'مذكرة الدفاع.pdf' })).toBeInTheDocument();
  });

  it('reads right to left in Arabic on a phone', async () => {
    setScreenWidth(390);
    await setLanguage('ar', ['kanban']);
    stubServer([PHOTO]);
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'المرفقات' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'اجعل site.png غلاف البطاقة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرفاق ملفات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('a card’s cover and attachments on the board', () => {
  it('draws the cover on top of the card, lazily and described, and the drawer lists the card’s files', async () => {
    const board = kanban();
    board.items[2] = card(3, 2, { title: 'Review the contract', image: `${URL}/2`, attachments: 2 });
    const server = kanbanServer({
      'GET /api/apps/kanban': { body: board },
      [`GET ${URL}`]: { body: { attachments: [BRIEF, PHOTO] } },
      'PUT /api/apps/kanban/item/3/cover': { body: { image: `${URL}/2` } },
    });
    renderPage(() => <KanbanHarness />);
    const cover = await screen.findByRole('img', { name: 'Cover of Review the contract' });
    expect(cover).toHaveAttribute('src', `${URL}/2`);
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(screen.getByLabelText('2 attachments')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review the contract' }));
    const drawer = await screen.findByRole('dialog', { name: 'Card' });
    expect(await within(drawer).findByRole('link', { name: 'site.png' }, { timeout: 5000 })).toBeInTheDocument();
    // A change of the files reads the kanban again: the card's count and cover follow.
    const reads = server.callsTo('GET /api/apps/kanban').length;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Make site.png the cover' }));
    await waitFor(() => expect(server.callsTo('GET /api/apps/kanban').length).toBe(reads + 1));
  });
});
