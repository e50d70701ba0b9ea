import type { ChatMessage } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, renderPage, setLanguage, setUpPageTests } from '@/test/harness';
import { ChatComposer } from './chat-composer';
import { ChatConversation } from './chat-conversation';
import { messagePreview } from './chat-message-attachments';
import { ChatMessages } from './chat-messages';

setUpPageTests({ namespaces: ['chat'], user: ADMIN });

const PDF = () => new File(['%PDF-1.7 brief'], 'brief.pdf', { type: 'application/pdf' });

const stored = (id: number, text: string, attachments: ChatMessage['attachments']): ChatMessage => ({
  id,
  chatId: 9,
  message: text,
  time: '2026-03-10T09:30:00Z',
  senderId: 1,
  feedback: { isSent: true, isDelivered: false, isSeen: false },
  attachments,
});

/** The API of a composer: typing, and a file sent answered as stored (a PDF, id 7). */
function attachServer() {
  return fakeServer({
    'POST /api/apps/chat/typing': { status: 204 },
    'POST /api/apps/chat/chats/:chatId/attachments': ({ body }) => {
      const form = body as FormData;
      const file = form.get('file') as File;
      return {
        status: 201,
        body: {
          msg: stored(40, String(form.get('message') ?? ''), [
            { id: 7, fileName: file.name, mimeType: 'application/pdf', size: file.size },
          ]),
        },
      };
    },
  });
}

function renderComposer(chatId: number | null = 9) {
  const server = attachServer();
  renderPage(() => <ChatComposer target={{ userId: 2 }} chatId={chatId ?? undefined} />);
  return server;
}

describe('The composer’s attach button', () => {
  it('shows the file picked as a chip that can be removed, then sends it with the text typed', async () => {
    const server = renderComposer();
    expect(await screen.findByRole('button', { name: 'Attach a file' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Choose a file to attach'), PDF());
    const chip = screen.getByRole('group', { name: 'File to send' });
    expect(chip).toHaveTextContent('brief.pdf');
    expect(chip).toHaveTextContent('14B');
    await userEvent.click(within(chip).getByRole('button', { name: 'Remove \u2068brief.pdf\u2069' }));
    expect(screen.queryByRole('group', { name: 'File to send' })).not.toBeInTheDocument();
    expect(server.writes()).toEqual([]);

    await userEvent.upload(screen.getByLabelText('Choose a file to attach'), PDF());
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'The brief{Enter}');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'File to send' })).not.toBeInTheDocument());
    const sent = server.callsTo('POST /api/apps/chat/chats/:chatId/attachments');
    expect(sent.map((call) => call.url)).toEqual(['/api/apps/chat/chats/9/attachments']);
    const form = sent[0]!.body as FormData;
    expect(form.get('message')).toBe('The brief');
    expect((form.get('file') as File).name).toBe('brief.pdf');
    expect(box).toHaveValue('');
  });

  it('sends a file alone with the send button, no text', async () => {
    const server = renderComposer();
    await userEvent.upload(await screen.findByLabelText('Choose a file to attach'), PDF());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.callsTo('POST /api/apps/chat/chats/:chatId/attachments')).toHaveLength(1));
    const form = server.calls.at(-1)!.body as FormData;
    expect(form.get('message')).toBeNull();
    expect((form.get('file') as File).name).toBe('brief.pdf');
  });

  it('refuses a file over 10 MB or of another type before sending anything', async () => {
    const server = renderComposer();
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(await screen.findByLabelText('Choose a file to attach'), big);
    expect(await screen.findByText('“\u2068huge.pdf\u2069” is larger than 10 MB')).toBeInTheDocument();
    const exe = new File(['MZ'], 'tool.exe', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose a file to attach'), exe, { applyAccept: false });
    expect(await screen.findByText(/“\u2068tool\.exe\u2069” is not an accepted type/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'File to send' })).not.toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('keeps the file and says why when the server refuses it', async () => {
    const server = renderComposer();
    const refusal =
      '“brief.pdf” is not an accepted type (PDF, image, Word, Excel or text) or its content does not match its name';
    server.on({
      'POST /api/apps/chat/chats/:chatId/attachments': {
        status: 400,
        body: { message: refusal, errors: { file: [refusal] } },
      },
    });
    await userEvent.upload(await screen.findByLabelText('Choose a file to attach'), PDF());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The file was not sent')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'File to send' })).toHaveTextContent('brief.pdf');
  });

  it('before a direct chat’s first message, only says a message must come first (in Arabic too)', async () => {
    await setLanguage('ar', ['chat']);
    renderComposer(null);
    const button = await screen.findByRole('button', { name: 'أرسل رسالة أولى، ثم يمكنك إرفاق الملفات' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('A message’s files', () => {
  it('shows an image as a thumbnail opening it and another file as a chip that downloads it', async () => {
    fakeServer({ 'GET /api/office/time-zone': { body: { timeZone: 'Asia/Riyadh' } } });
    renderPage(() => (
      <ChatMessages
        me={1}
        messages={[
          stored(41, '', [{ id: 8, fileName: 'scan.png', mimeType: 'image/png', size: 2048 }]),
          stored(42, 'The brief', [{ id: 9, fileName: 'مذكرة.pdf', mimeType: 'application/pdf', size: 1536 }]),
        ]}
      />
    ));
    const open = await screen.findByRole('link', { name: 'Open the picture \u2068scan.png\u2069' });
    expect(open).toHaveAttribute('href', '/api/apps/chat/attachments/8?inline=1');
    expect(within(open).getByRole('img', { name: 'scan.png' })).toHaveAttribute(
      'src',
      '/api/apps/chat/attachments/8?inline=1',
    );
    const download = screen.getByRole('link', { name: 'Download \u2068مذكرة.pdf\u2069 (1.5 kB)' });
    expect(download).toHaveAttribute('href', '/api/apps/chat/attachments/9');
    expect(download).toHaveAttribute('download', 'مذكرة.pdf');
    expect(download).toHaveTextContent('مذكرة.pdf');
    expect(screen.getByText('The brief')).toBeInTheDocument();
  });
});

describe('messagePreview (the chat list’s last message)', () => {
  it('is the text, or the files’ names when the message is a file alone', () => {
    const pdf = { id: 9, fileName: 'brief.pdf', mimeType: 'application/pdf', size: 10 };
    expect(messagePreview(stored(1, 'The brief', [pdf]))).toBe('The brief');
    expect(messagePreview(stored(2, '', [pdf]))).toBe('📎 brief.pdf');
  });
});

describe('A file sent in an open chat', () => {
  it('joins the conversation with its download chip once the server stored it', async () => {
    const server = attachServer();
    server.on({
      'GET /api/office/time-zone': { body: { timeZone: 'Asia/Riyadh' } },
      'GET /api/apps/chat/chats/:userId': {
        body: {
          contact: { id: 2, fullName: 'Sara Lawyer', role: 'lawyer', about: '', avatar: null, status: 'online' },
          chat: { id: 9, userId: 2, unseenMsgs: 0, hasMore: false, messages: [stored(30, 'Hello', [])] },
        },
      },
    });
    renderPage(() => <ChatConversation target={{ userId: 2 }} names={new Map()} />);
    const chat = await screen.findByRole('region', { name: 'Chat with Sara Lawyer' });
    await userEvent.upload(within(chat).getByLabelText('Choose a file to attach'), PDF());
    await userEvent.type(within(chat).getByRole('textbox', { name: 'Message' }), 'The brief{Enter}');
    const download = await within(chat).findByRole('link', { name: 'Download \u2068brief.pdf\u2069 (14B)' });
    expect(download).toHaveAttribute('href', '/api/apps/chat/attachments/7');
    expect(within(chat).getByText('The brief')).toBeInTheDocument();
  });
});
