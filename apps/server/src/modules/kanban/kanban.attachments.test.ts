import { createHash } from 'node:crypto';
import {
  KANBAN_ATTACHMENT_MAX_BYTES,
  KANBAN_ATTACHMENT_TEXT,
  KANBAN_TEXT,
  type KanbanAttachment,
} from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { multipartBody, postMultipart, type UploadedFile } from '../../test/multipart.ts';
import { KANBAN_BASE, kanbanClient, kanbanWithCards } from './test-kanban.ts';

const t = setupTestApp();
let admin: SignedIn;
const api = kanbanClient(t, () => admin);

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x00, 0xff]),
  Buffer.from('\n%%EOF\n'),
]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const attachmentsOf = (itemId: number) => `${KANBAN_BASE}/item/${itemId}/attachments`;
const upload = (itemId: number, file: UploadedFile | null, fields?: Record<string, string>, who = admin) =>
  postMultipart(t.app, who, attachmentsOf(itemId), file, fields);
async function attach(itemId: number, file: UploadedFile, fields?: Record<string, string>) {
  const response = await upload(itemId, file, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<KanbanAttachment>();
}
const list = async (itemId: number) =>
  (await t.call(admin, 'GET', attachmentsOf(itemId))).json<{ attachments: KanbanAttachment[] }>().attachments;
/** The card as the kanban's one read gives it. */
async function card(kanbanId: number, itemId: number) {
  const found = (await api.read(kanbanId)).items.find((item) => item.id === itemId);
  expect(found).toBeDefined();
  return found!;
}
async function newCard() {
  const { kanban, boards } = await kanbanWithCards(api, 1);
  return { kanbanId: kanban.id, itemId: boards[0]!.itemsIds[0]! };
}

beforeAll(async () => {
  admin = await signIn(t.app);
});

describe('kanban card attachments', () => {
  it('uploads, lists newest first, downloads the exact bytes with the UTF-8 name, counts them on the card, deletes', async () => {
    const { kanbanId, itemId } = await newCard();
    const name = 'مذكرة الدفاع (نهائية).pdf';
    const pdf = await attach(itemId, { name, bytes: PDF, type: 'application/octet-stream' });
    expect(pdf).toMatchObject({
      itemId,
      fileName: name,
      mimeType: 'application/pdf',
      size: PDF.length,
      checksum: sha256(PDF),
      cover: false,
      url: `${attachmentsOf(itemId)}/${pdf.id}`,
      createdBy: admin.userId,
    });
    const text = await attach(itemId, { name: 'notes.txt', bytes: Buffer.from('نص عربي\nline two\n') });
    expect(text.mimeType).toBe('text/plain; charset=utf-8');
    expect((await list(itemId)).map((row) => row.id)).toEqual([text.id, pdf.id]);
    expect(await card(kanbanId, itemId)).toMatchObject({ attachments: 2, image: '' });

    const download = await t.call(admin, 'GET', pdf.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    expect(download.headers.etag).toBe(`"${sha256(PDF)}"`);

    expect((await t.call(admin, 'DELETE', pdf.url)).statusCode).toBe(204);
    expect((await t.call(admin, 'GET', pdf.url)).statusCode).toBe(404);
    expect((await list(itemId)).map((row) => row.id)).toEqual([text.id]);
    expect((await card(kanbanId, itemId)).attachments).toBe(1);
  });

  it('refuses a file of another type, one whose name claims another type, an empty one and a missing one (400 on file)', async () => {
    const { itemId } = await newCard();
    const cases: [UploadedFile | null, string][] = [
      [
        { name: 'tool.exe', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) },
        KANBAN_ATTACHMENT_TEXT.type('tool.exe'),
      ],
      [{ name: 'photo.pdf', bytes: PNG }, KANBAN_ATTACHMENT_TEXT.type('photo.pdf')],
      [{ name: 'empty.txt', bytes: Buffer.alloc(0) }, KANBAN_ATTACHMENT_TEXT.empty],
      [null, KANBAN_ATTACHMENT_TEXT.missing],
    ];
    for (const [file, message] of cases) {
      const response = await upload(itemId, file);
      expect(response.statusCode, file?.name).toBe(400);
      expect(response.json()).toEqual({ message, errors: { file: [message] } });
    }
    const json = await t.call(admin, 'POST', attachmentsOf(itemId), { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ errors: { file: [KANBAN_ATTACHMENT_TEXT.missing] } });
    expect(await list(itemId)).toEqual([]);
  });

  it('refuses a file over the size limit with a 400 on file naming it, in the reader’s language', async () => {
    const { itemId } = await newCard();
    const big = Buffer.alloc(KANBAN_ATTACHMENT_MAX_BYTES + 1, 0x61);
    const response = await upload(itemId, { name: 'big.txt', bytes: big });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { file: [KANBAN_ATTACHMENT_TEXT.tooLarge('big.txt')] } });
    const { payload, headers } = multipartBody({ name: 'big.txt', bytes: big });
    const french = await t.app.inject({
      method: 'POST',
      url: attachmentsOf(itemId),
      payload,
      headers: { ...headers, authorization: `Bearer ${admin.token}`, 'accept-language': 'fr' },
    });
    expect(french.json()).toMatchObject({ errors: { file: ['« big.txt » dépasse 10 Mo'] } });
    expect(await list(itemId)).toEqual([]);
  });

  it('sets an image as the cover (the card’s image is its URL), moves it, clears it; deleting the cover clears it', async () => {
    const { kanbanId, itemId } = await newCard();
    const png = await attach(itemId, { name: 'front.png', bytes: PNG });
    const pdf = await attach(itemId, { name: 'brief.pdf', bytes: PDF });
    const jpeg = await attach(itemId, { name: 'scan.jpg', bytes: JPEG }, { cover: 'true' });
    expect(jpeg.cover).toBe(true);
    expect(await card(kanbanId, itemId)).toMatchObject({ attachments: 3, image: jpeg.url });

    const cover = (attachmentId: number) =>
      t.call(admin, 'PUT', `${KANBAN_BASE}/item/${itemId}/cover`, { attachmentId });
    const set = await cover(png.id);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ image: png.url });
    expect((await card(kanbanId, itemId)).image).toBe(png.url);
    expect((await list(itemId)).filter((row) => row.cover).map((row) => row.id)).toEqual([png.id]);

    const image = await t.call(admin, 'GET', png.url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');

    const notImage = await cover(pdf.id);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ errors: { attachmentId: [KANBAN_ATTACHMENT_TEXT.notImage] } });
    const pdfAsCover = await upload(itemId, { name: 'x.pdf', bytes: PDF }, { cover: 'true' });
    expect(pdfAsCover.statusCode).toBe(400);
    expect(pdfAsCover.json()).toMatchObject({ errors: { file: [KANBAN_ATTACHMENT_TEXT.notImage] } });
    expect((await card(kanbanId, itemId)).image).toBe(png.url);

    expect((await t.call(admin, 'DELETE', `${KANBAN_BASE}/item/${itemId}/cover`)).statusCode).toBe(204);
    expect(await card(kanbanId, itemId)).toMatchObject({ attachments: 3, image: '' });

    expect((await cover(jpeg.id)).statusCode).toBe(200);
    expect((await t.call(admin, 'DELETE', jpeg.url)).statusCode).toBe(204);
    expect(await card(kanbanId, itemId)).toMatchObject({ attachments: 2, image: '' });
  });

  it('answers 404 for an unknown card, an unknown attachment or one of another card', async () => {
    const first = await newCard();
    const second = await newCard();
    const file = await attach(first.itemId, { name: 'a.png', bytes: PNG });
    const other = `${attachmentsOf(second.itemId)}/${file.id}`;
    expect((await t.call(admin, 'GET', other)).statusCode).toBe(404);
    expect((await t.call(admin, 'DELETE', other)).json()).toMatchObject({ message: KANBAN_ATTACHMENT_TEXT.notFound });
    const cover = await t.call(admin, 'PUT', `${KANBAN_BASE}/item/${second.itemId}/cover`, { attachmentId: file.id });
    expect(cover.statusCode).toBe(404);
    expect((await t.call(admin, 'GET', `${attachmentsOf(first.itemId)}/999999`)).statusCode).toBe(404);
    const unknown = await t.call(admin, 'GET', attachmentsOf(999999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: KANBAN_TEXT.itemNotFound });
    expect((await upload(999999, { name: 'a.png', bytes: PNG })).statusCode).toBe(404);
    expect((await t.call(admin, 'DELETE', `${KANBAN_BASE}/item/999999/cover`)).statusCode).toBe(404);
    expect((await list(first.itemId)).map((row) => row.id)).toEqual([file.id]);
  });

  it('goes with its card: deleting the card deletes its attachments', async () => {
    const { itemId } = await newCard();
    const file = await attach(itemId, { name: 'a.png', bytes: PNG });
    expect((await t.call(admin, 'DELETE', `${KANBAN_BASE}/item/${itemId}`)).statusCode).toBe(204);
    expect((await t.call(admin, 'GET', file.url)).statusCode).toBe(404);
  });

  it('the client role may neither list nor upload (403); signed out is 401', async () => {
    const { itemId } = await newCard();
    const client = await signIn(t.app, CLIENT);
    expect((await t.call(client, 'GET', attachmentsOf(itemId))).statusCode).toBe(403);
    expect((await upload(itemId, { name: 'a.png', bytes: PNG }, {}, client)).statusCode).toBe(403);
    expect((await t.call(null, 'GET', attachmentsOf(itemId))).statusCode).toBe(401);
  });
});
