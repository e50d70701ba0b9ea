import type { ChatContact, ChatListResponse, ChatMessage, ChatOpenResponse } from '@mizan/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, renderRoutes, setLanguage, setUpPageTests } from '@/test/harness';
import { liveSocket } from '@/test/live-socket';
import { ChatPage, type ChatSearch } from './chat-page';

setUpPageTests({ namespaces: ['chat'], user: ADMIN });

const contact = (id: number, fullName: string, extra: Partial<ChatContact> = {}): ChatContact => ({
  id,
  fullName,
  role: 'lawyer',
  about: '',
  avatar: null,
  status: 'online',
  ...extra,
});

const message = (id: number, senderId: number, text: string, time: string, seen = false): ChatMessage => ({
  id,
  chatId: 9,
  message: text,
  time,
  senderId,
  feedback: { isSent: true, isDelivered: seen, isSeen: seen },
  attachments: [],
});

const SARA = contact(2, 'Sara Lawyer', { status: 'busy' });
const OMAR = contact(3, 'Omar Clerk', { status: 'offline', role: 'secretary' });

const LIST: ChatListResponse = {
  chatsContacts: [
    {
      ...SARA,
      chat: { id: 9, unseenMsgs: 2, lastMessage: message(12, 2, 'See you at court', '2026-03-10T09:30:00Z') },
    },
  ],
  contacts: [OMAR],
  profileUser: {
    id: 1,
    avatar: null,
    fullName: 'Admin Person',
    role: 'admin',
    about: '',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
  },
  groups: [
    {
      id: 20,
      title: 'Litigation team',
      teamId: 4,
      caseId: null,
      memberIds: [2, 3],
      chat: { id: 20, unseenMsgs: 1, lastMessage: null },
    },
  ],
};

const OPEN: ChatOpenResponse = {
  contact: SARA,
  chat: {
    id: 9,
    userId: 2,
    unseenMsgs: 0,
    hasMore: false,
    messages: [
      message(10, 1, 'Did the court set a date?', '2026-03-09T08:00:00Z', true),
      message(11, 2, 'Yes, Sunday', '2026-03-10T09:00:00Z'),
      message(12, 2, 'See you at court', '2026-03-10T09:30:00Z'),
    ],
  },
};

function chatServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/office/time-zone': { body: { timeZone: 'Asia/Riyadh' } },
    'GET /api/apps/chat/chats-and-contacts': ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      if (!q) return { body: LIST };
      return {
        body: {
          ...LIST,
          chatsContacts: LIST.chatsContacts.filter((row) => row.fullName.toLowerCase().includes(q)),
          contacts: LIST.contacts.filter((row) => row.fullName.toLowerCase().includes(q)),
          groups: LIST.groups.filter((row) => row.title.toLowerCase().includes(q)),
        },
      };
    },
    'GET /api/apps/chat/chats/:userId': ({ params }) =>
      Number(params.userId) === 2
        ? { body: OPEN }
        : Number(params.userId) === 3
          ? { body: { contact: OMAR, chat: null } }
          : { status: 404, body: { message: 'No chat found with this id' } },
    ...extra,
  });
}

function ChatRoute() {
  const search = useSearch({ strict: false }) as ChatSearch;
  const navigate = useNavigate();
  return (
    <ChatPage
      search={search}
      onSearchChange={(next, options) => void navigate({ to: '.', search: next as never, replace: options?.replace })}
    />
  );
}

const renderChat = (url = '/apps/chat') => renderRoutes({ '/apps/chat': ChatRoute }, url);

describe('ChatPage', () => {
  it('lists one’s chats with their last message and unseen count, then the other contacts', async () => {
    chatServer();
    renderChat();
    const chats = await screen.findByRole('heading', { name: 'Chats' });
    const chatList = within(chats.closest('section')!);
    expect(chatList.getByText('Sara Lawyer')).toBeInTheDocument();
    expect(chatList.getByText('See you at court')).toBeInTheDocument();
    expect(chatList.getByLabelText('2 unread messages')).toHaveTextContent('2');
    const contacts = within(screen.getByRole('heading', { name: 'Contacts' }).closest('section')!);
    expect(contacts.getByText('Omar Clerk')).toBeInTheDocument();
    expect(contacts.getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    expect(screen.getByText('Pick someone to chat with')).toBeInTheDocument();
  });

  it('opens a chat from the list into the URL: messages by day, receipts on one’s own', async () => {
    chatServer();
    const router = renderChat();
    await userEvent.click(await screen.findByRole('button', { name: /Sara Lawyer/ }));
    const chat = await screen.findByRole('region', { name: 'Chat with Sara Lawyer' });
    expect(router.state.location.search).toMatchObject({ with: 2 });
    expect(within(chat).getByText('Did the court set a date?')).toBeInTheDocument();
    expect(within(chat).getByRole('img', { name: 'Seen' })).toBeInTheDocument();
    // Two office days (Riyadh): 9 and 10 March, each under its own separator.
    expect(within(chat).getAllByRole('separator')).toHaveLength(2);
  });

  it('sends with Enter: the message shows at once, then as the server stored it', async () => {
    const server = chatServer({
      'POST /api/apps/chat/chats/:userId': ({ body }) => ({
        status: 201,
        body: { msg: message(13, 1, (body as { message: string }).message, new Date().toISOString()) },
      }),
    });
    renderChat('/apps/chat?with=2');
    const chat = await screen.findByRole('region', { name: 'Chat with Sara Lawyer' });
    await userEvent.type(within(chat).getByRole('textbox', { name: 'Message' }), '  On my way {enter}');
    expect(await within(chat).findByText('On my way')).toBeInTheDocument();
    await waitFor(() => expect(within(chat).getAllByRole('img', { name: 'Sent' })).toHaveLength(1));
    expect(server.callsTo('POST /api/apps/chat/chats/:userId').map((call) => [call.params, call.body])).toEqual([
      [{ userId: '2' }, { message: 'On my way' }],
    ]);
    expect(within(chat).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('keeps the text and says why when the server refuses it', async () => {
    chatServer({
      'POST /api/apps/chat/chats/:userId': {
        status: 400,
        body: { message: 'Keep the message under 4,000 characters', errors: {} },
      },
    });
    renderChat('/apps/chat?with=2');
    const chat = await screen.findByRole('region', { name: 'Chat with Sara Lawyer' });
    await userEvent.type(within(chat).getByRole('textbox', { name: 'Message' }), 'Too long{enter}');
    expect(await screen.findByText('Keep the message under 4,000 characters')).toBeInTheDocument();
    expect(within(chat).getByRole('textbox', { name: 'Message' })).toHaveValue('Too long');
    expect(within(chat).queryByText('Too long', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('searches people by name into the URL and says when nobody matches', async () => {
    chatServer();
    const router = renderChat();
    await screen.findByText('Omar Clerk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search people and messages' }), 'zzz');
    expect(await screen.findByText('Nobody matches “zzz”')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ q: 'zzz' });
  });

  it('finds messages holding the search across chats, each opening its chat', async () => {
    const server = chatServer({
      'GET /api/apps/chat/search': ({ query }) => ({
        body: {
          results:
            query.get('q') === 'court'
              ? [
                  {
                    chatId: 9,
                    kind: 'direct',
                    title: 'Sara Lawyer',
                    userId: 2,
                    msg: message(12, 2, 'See you at court', '2026-03-10T09:30:00Z'),
                  },
                ]
              : [],
        },
      }),
    });
    const router = renderChat();
    await screen.findByText('Omar Clerk');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search people and messages' }), 'court');
    const results = within((await screen.findByRole('heading', { name: 'Messages' })).closest('section')!);
    await userEvent.click(results.getByRole('button', { name: /See you at court/ }));
    expect(router.state.location.search).toMatchObject({ with: 2 });
    expect(server.callsTo('GET /api/apps/chat/search').at(-1)!.query.get('q')).toBe('court');
  });

  it('sets one’s own status to busy from the profile', async () => {
    const server = chatServer({ 'PUT /api/live/status': { status: 204 } });
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: 'Your status: Online' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Busy' }));
    await waitFor(() =>
      expect(server.callsTo('PUT /api/live/status').map((call) => call.body)).toEqual([{ status: 'busy' }]),
    );
  });

  it('a chat not yet begun invites a first message', async () => {
    chatServer();
    renderChat('/apps/chat?with=3');
    expect(await screen.findByText('No messages yet: say hello to Omar Clerk')).toBeInTheDocument();
  });

  it('shows a message arriving live in the open chat, says it was seen, and who is typing', async () => {
    const server = chatServer({
      'POST /api/apps/chat/chats/:chatId/seen': ({ body }) => ({
        body: { chatId: 9, upTo: (body as { upTo: number }).upTo, unseenMsgs: 0 },
      }),
    });
    const socket = liveSocket();
    renderChat('/apps/chat?with=2');
    const chat = await screen.findByRole('region', { name: 'Chat with Sara Lawyer' });
    socket.push({ type: 'chat.typing', payload: { chatId: 9, userId: 2 } });
    expect(await within(chat).findByText('typing…')).toBeInTheDocument();
    socket.push({
      id: 31,
      type: 'chat.message',
      payload: { chatId: 9, kind: 'direct', msg: message(40, 2, 'Bring the file', '2026-03-10T10:00:00Z') },
    });
    expect(await within(chat).findByText('Bring the file')).toBeInTheDocument();
    expect(within(chat).getByText('Busy')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('POST /api/apps/chat/chats/:chatId/seen').map((call) => call.body)).toEqual([{ upTo: 40 }]),
    );
    socket.push({ type: 'presence.changed', payload: { userId: 2, status: 'away', lastSeenAt: null } });
    expect(await within(chat).findByText('Away')).toBeInTheDocument();
  });

  it('opens a group chat: its members, who wrote each message, and a message sent into the group', async () => {
    const server = chatServer({
      'GET /api/apps/chat/chats/:chatId/messages': {
        body: {
          hasMore: false,
          messages: [
            { ...message(50, 2, 'Brief filed', '2026-03-10T08:00:00Z'), chatId: 20 },
            { ...message(51, 3, 'Copy sent to the client', '2026-03-10T08:05:00Z'), chatId: 20 },
          ],
        },
      },
      'POST /api/apps/chat/chats/:chatId/seen': { body: { chatId: 20, upTo: 51, unseenMsgs: 0 } },
      'POST /api/apps/chat/groups/:chatId/messages': ({ body }) => ({
        status: 201,
        body: {
          msg: { ...message(52, 1, (body as { message: string }).message, '2026-03-10T08:10:00Z'), chatId: 20 },
        },
      }),
    });
    const router = renderChat();
    await userEvent.click(await screen.findByRole('button', { name: /Litigation team/ }));
    expect(router.state.location.search).toMatchObject({ group: 20 });
    const chat = await screen.findByRole('region', { name: 'Chat with Litigation team' });
    expect(within(chat).getByText('3 members')).toBeInTheDocument();
    expect(within(chat).getByText('Sara Lawyer')).toBeInTheDocument();
    expect(within(chat).getByText('Omar Clerk')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('POST /api/apps/chat/chats/:chatId/seen').map((call) => call.body)).toEqual([{ upTo: 51 }]),
    );
    await userEvent.type(within(chat).getByRole('textbox', { name: 'Message' }), 'Thanks both{enter}');
    expect(await within(chat).findByText('Thanks both')).toBeInTheDocument();
    expect(server.callsTo('POST /api/apps/chat/groups/:chatId/messages').map((call) => call.body)).toEqual([
      { message: 'Thanks both' },
    ]);
  });

  it('reads right to left in Arabic', async () => {
    await setLanguage('ar', ['chat']);
    chatServer();
    renderChat('/apps/chat?with=2');
    expect(await screen.findByRole('region', { name: 'محادثة مع Sara Lawyer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
