import { createHash } from 'node:crypto';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TEXT,
  CHAT_EVENTS,
  CHAT_TEXT,
  ERROR_TEXT,
  chatAttachmentUrl,
  type ChatGroup,
  type ChatListResponse,
  type ChatMessage,
  type ChatMessagesResponse,
  type ChatOpenResponse,
  type ChatSearchResponse,
  type ChatSendResponse,
} from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../test/app.ts';
import { multipartBody, postMultipart, type UploadedFile } from '../../test/multipart.ts';
import { setupChatTest } from './test-chat.ts';

/** A message with a file: stored and published with it, read with it everywhere, its bytes for the chat's members only. */
const { t, live, call, admins } = setupChatTest();
let ann: SignedIn;
let bob: SignedIn;
let eve: SignedIn;
let direct: number;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const upload = (who: SignedIn, chatId: number, file: UploadedFile | null, message?: string) =>
  postMultipart(
    t.app,
    who,
    `/api/apps/chat/chats/${chatId}/attachments`,
    file,
    message === undefined ? {} : { message },
  );
async function sendFile(who: SignedIn, chatId: number, file: UploadedFile, message?: string): Promise<ChatMessage> {
  const response = await upload(who, chatId, file, message);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ msg: ChatMessage }>().msg;
}
/** The RFC 5987 form of a name, as lib/file-types writes it. */
const encoded = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

beforeAll(async () => {
  [ann, bob, eve] = await admins(3);
  direct = (await call<ChatSendResponse>(ann, 'POST', `/chats/${bob.userId}`, { message: 'Hello' }, 201)).msg.chatId;
});

describe('POST /api/apps/chat/chats/{chatId}/attachments', () => {
  it('stores the message with its file in one go and publishes it to every member, the file with it', async () => {
    const msg = await sendFile(ann, direct, { name: 'brief.pdf', bytes: PDF, type: 'image/png' }, '  The brief  ');
    expect(msg).toMatchObject({
      chatId: direct,
      message: 'The brief',
      senderId: ann.userId,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
      attachments: [{ id: expect.any(Number), fileName: 'brief.pdf', mimeType: 'application/pdf', size: PDF.length }],
    });
    expect(live.published).toEqual([
      {
        userIds: [ann.userId, bob.userId].sort((a, b) => a - b),
        type: CHAT_EVENTS.message,
        payload: { chatId: direct, kind: 'direct', msg },
      },
    ]);
  });

  it('takes a file alone (no text), keeps an Arabic name whole and serves it with its RFC 5987 name', async () => {
    const name = 'مذكرة الدفاع (نهائية).pdf';
    const msg = await sendFile(bob, direct, { name, bytes: PDF });
    expect(msg.message).toBe('');
    const file = msg.attachments[0]!;
    expect(file.fileName).toBe(name);
    const download = await t.call(ann, 'GET', chatAttachmentUrl(file.id));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      etag: `"${sha256(PDF)}"`,
      'content-disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encoded(name)}`,
    });
  });

  it('shows only an image inline; any other file downloads even when asked inline', async () => {
    const image = (await sendFile(ann, direct, { name: 'scan.png', bytes: PNG })).attachments[0]!;
    const shown = await t.call(bob, 'GET', chatAttachmentUrl(image.id, true));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="scan.png"/);
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    const text = (await sendFile(ann, direct, { name: 'page.txt', bytes: Buffer.from('<html><script>x</script>') }))
      .attachments[0]!;
    const asked = await t.call(bob, 'GET', chatAttachmentUrl(text.id, true));
    expect(asked.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(asked.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses a type by its bytes, a name claiming another type, an empty, missing or too large file (400 on file)', async () => {
    const before = await call<ChatMessagesResponse>(ann, 'GET', `/chats/${direct}/messages`);
    const cases: [UploadedFile | null, string][] = [
      [{ name: 'tool.exe', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) }, CHAT_ATTACHMENT_TEXT.type('tool.exe')],
      [{ name: 'photo.pdf', bytes: PNG }, CHAT_ATTACHMENT_TEXT.type('photo.pdf')],
      [{ name: 'empty.txt', bytes: Buffer.alloc(0) }, CHAT_ATTACHMENT_TEXT.empty],
      [null, CHAT_ATTACHMENT_TEXT.missing],
      [
        { name: 'big.txt', bytes: Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES + 1, 0x61) },
        CHAT_ATTACHMENT_TEXT.tooLarge('big.txt'),
      ],
    ];
    for (const [file, message] of cases) {
      const response = await upload(ann, direct, file, 'with a note');
      expect(response.statusCode, file?.name).toBe(400);
      expect(response.json()).toEqual({ message, errors: { file: [message] } });
    }
    const json = await t.call(ann, 'POST', `/api/apps/chat/chats/${direct}/attachments`, { file: 'x' });
    expect(json.json()).toMatchObject({ errors: { file: [CHAT_ATTACHMENT_TEXT.missing] } });
    const long = await upload(ann, direct, { name: 'a.pdf', bytes: PDF }, 'x'.repeat(4001));
    expect(long.json()).toMatchObject({ errors: { message: [CHAT_TEXT.messageTooLong] } });
    const nul = await upload(ann, direct, { name: 'a.pdf', bytes: PDF }, 'a\u0000b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ errors: { message: [ERROR_TEXT.unstorableText] } });

    const { payload, headers } = multipartBody({ name: 'virus.exe', bytes: Buffer.from([0x4d, 0x5a, 0]) });
    const french = await t.app.inject({
      method: 'POST',
      url: `/api/apps/chat/chats/${direct}/attachments`,
      payload,
      headers: { ...headers, authorization: `Bearer ${ann.token}`, 'accept-language': 'fr' },
    });
    expect(french.json().errors.file[0]).toMatch(/^« virus\.exe » n’est pas/);
    expect(await call<ChatMessagesResponse>(ann, 'GET', `/chats/${direct}/messages`)).toEqual(before);
    expect(live.published).toEqual([]);
  });

  it('answers 404 to who is not in the chat, for an unknown chat, and for another’s or an unknown file', async () => {
    const file = (await sendFile(ann, direct, { name: 'private.png', bytes: PNG })).attachments[0]!;
    live.clear();
    const sent = await upload(eve, direct, { name: 'a.png', bytes: PNG });
    expect(sent.statusCode).toBe(404);
    expect(sent.json()).toMatchObject({ message: CHAT_TEXT.notFound });
    expect((await upload(ann, 999_999, { name: 'a.png', bytes: PNG })).statusCode).toBe(404);
    for (const url of [chatAttachmentUrl(file.id), chatAttachmentUrl(file.id, true)]) {
      const other = await t.call(eve, 'GET', url);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: CHAT_ATTACHMENT_TEXT.notFound });
    }
    expect((await t.call(ann, 'GET', chatAttachmentUrl(999_999))).statusCode).toBe(404);
    expect((await t.call(null, 'GET', chatAttachmentUrl(file.id))).statusCode).toBe(401);
    expect(live.published).toEqual([]);
  });
});

describe('every read carries the files', () => {
  it('open, pages, search, the list’s last message, and a group’s messages', async () => {
    const [cy, dan] = await admins(2);
    const first = await call<ChatSendResponse>(cy, 'POST', `/chats/${dan.userId}`, { message: 'Start' }, 201);
    const chatId = first.msg.chatId;
    const pdf = await sendFile(cy, chatId, { name: 'contract.pdf', bytes: PDF }, 'Signed contract');
    const png = await sendFile(dan, chatId, { name: 'stamp.png', bytes: PNG });

    const opened = await call<ChatOpenResponse>(dan, 'GET', `/chats/${cy.userId}`);
    expect(opened.chat!.messages.map((m) => m.attachments.map((a) => a.fileName))).toEqual([
      [],
      ['contract.pdf'],
      ['stamp.png'],
    ]);
    const page = await call<ChatMessagesResponse>(cy, 'GET', `/chats/${chatId}/messages?limit=2`);
    expect(page.messages.map((m) => m.attachments)).toEqual([pdf.attachments, png.attachments]);
    const older = await call<ChatMessagesResponse>(cy, 'GET', `/chats/${chatId}/messages?before=${pdf.id}`);
    expect(older.messages.map((m) => m.attachments)).toEqual([[]]);
    const found = await call<ChatSearchResponse>(cy, 'GET', `/search?q=${encodeURIComponent('signed contract')}`);
    expect(found.results.map((r) => r.msg)).toEqual([{ ...pdf, feedback: expect.any(Object) }]);
    const list = await call<ChatListResponse>(cy, 'GET', '/chats-and-contacts');
    expect(list.chatsContacts.find((c) => c.id === dan.userId)?.chat.lastMessage).toMatchObject({
      id: png.id,
      message: '',
      attachments: png.attachments,
    });

    const { group } = await call<{ group: ChatGroup }>(
      cy,
      'POST',
      '/groups',
      { title: 'Files', memberIds: [dan.userId] },
      201,
    );
    const inGroup = await sendFile(dan, group.id, { name: 'notes.txt', bytes: Buffer.from('نص عربي\n') }, 'ملاحظات');
    expect(inGroup.attachments[0]).toMatchObject({ fileName: 'notes.txt', mimeType: 'text/plain; charset=utf-8' });
    const groupPage = await call<ChatMessagesResponse>(cy, 'GET', `/chats/${group.id}/messages`);
    expect(groupPage.messages.at(-1)).toMatchObject({ message: 'ملاحظات', attachments: inGroup.attachments });
    const download = await t.call(cy, 'GET', chatAttachmentUrl(inGroup.attachments[0]!.id));
    expect(download.rawPayload.toString('utf8')).toBe('نص عربي\n');
  });
});
