import type { ChatContact, ChatGroup, ChatListResponse } from '@mizan/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, readerOf, renderRoutes, setLanguage, setUpPageTests, signIn } from '@/test/harness';
import { liveSocket } from '@/test/live-socket';
import { ChatPage, type ChatSearch } from './chat-page';

setUpPageTests({ namespaces: ['chat'], user: ADMIN });

const person = (id: number, fullName: string): ChatContact => ({
  id,
  fullName,
  role: 'lawyer',
  about: '',
  avatar: null,
  status: 'online',
});

const group = (id: number, title: string, memberIds: number[], extra: Partial<ChatGroup> = {}): ChatGroup => ({
  id,
  title,
  teamId: null,
  caseId: null,
  memberIds,
  chat: { id, unseenMsgs: 0, lastMessage: null },
  ...extra,
});

const LIST: ChatListResponse = {
  chatsContacts: [],
  contacts: [person(2, 'Sara Lawyer'), person(3, 'Omar Clerk')],
  profileUser: {
    id: 1,
    avatar: null,
    fullName: 'Admin Person',
    role: 'admin',
    about: '',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
  },
  groups: [],
};

/** The chat's calls; a group made is in the next list. */
function groupServer(
  answer?: (body: Record<string, unknown>) => { status: number; body: unknown },
  initial: ChatGroup[] = [],
) {
  let groups = initial;
  return fakeServer({
    'GET /api/office/time-zone': { body: { timeZone: 'Asia/Riyadh' } },
    'GET /api/apps/chat/chats-and-contacts': () => ({ body: { ...LIST, groups } }),
    'GET /api/apps/chat/chats/:chatId/messages': { body: { messages: [], hasMore: false } },
    'GET /api/pages/profile': { body: [{ id: 4, name: 'Litigation', description: '', icon: null, color: null }] },
    'GET /api/legal-cases': ({ query }) => ({
      body: {
        cases: query.get('q') === 'Harbi' ? [{ id: 12, fileNumber: '2026/0012', title: 'Al-Harbi v. Gulf' }] : [],
        total: 1,
        totalPages: 1,
        page: 1,
      },
    }),
    'POST /api/apps/chat/groups': ({ body }) => {
      const sent = body as Record<string, unknown>;
      if (answer) return answer(sent);
      const made = group(30, (sent.title as string | undefined) ?? '2026/0012 — Al-Harbi v. Gulf', [1, 2, 3]);
      groups = [made];
      return { status: 201, body: { group: made } };
    },
  });
}

function ChatRoute() {
  const search = useSearch({ strict: false }) as ChatSearch;
  const navigate = useNavigate();
  return <ChatPage search={search} onSearchChange={(next) => void navigate({ to: '.', search: next as never })} />;
}

const renderChat = () => renderRoutes({ '/apps/chat': ChatRoute }, '/apps/chat');

async function openDialog(name = 'New group') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('New group', () => {
  it('is offered to those who may create in the chat only', async () => {
    signIn(readerOf('Chat'));
    groupServer();
    renderChat();
    expect(await screen.findByText('Omar Clerk')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
  });

  it('checks the title and the people before sending anything, focusing the first field to fix', async () => {
    const server = groupServer();
    renderChat();
    const dialog = within(await openDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Create the group' }));
    expect(await dialog.findByText('Give the group a title')).toBeInTheDocument();
    expect(dialog.getByText('Choose at least one person')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Group title' })).toHaveFocus());
    expect(server.writes()).toEqual([]);
  });

  it('makes a group of chosen people: a toast, the group open and in the list', async () => {
    const server = groupServer();
    const router = renderChat();
    const dialog = within(await openDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Group title' }), 'Hearing prep');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Members' }));
    await userEvent.click(await screen.findByRole('option', { name: /Sara Lawyer/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create the group' }));
    expect(await screen.findByText('Group “Hearing prep” created')).toBeInTheDocument();
    expect(server.callsTo('POST /api/apps/chat/groups').map((call) => call.body)).toEqual([
      { title: 'Hearing prep', memberIds: [2] },
    ]);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ group: 30 }));
    expect(await screen.findByRole('region', { name: 'Chat with Hearing prep' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New group' })).not.toBeInTheDocument();
    const groups = within((await screen.findByRole('heading', { name: 'Groups' })).closest('section')!);
    expect(groups.getByRole('button', { name: /Hearing prep/ })).toBeInTheDocument();
  });

  it('makes a group of a case found by search', async () => {
    const server = groupServer();
    const router = renderChat();
    const dialog = within(await openDialog());
    await userEvent.click(dialog.getByRole('radio', { name: 'A case' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Case' }), 'Harbi');
    await userEvent.click(await screen.findByRole('option', { name: '2026/0012 — Al-Harbi v. Gulf' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create the group' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ group: 30 }));
    expect(server.callsTo('POST /api/apps/chat/groups').map((call) => call.body)).toEqual([{ caseId: 12 }]);
    expect(server.callsTo('GET /api/legal-cases').at(-1)!.url).toBe('/api/legal-cases?q=Harbi&page=1&itemsPerPage=10');
  });

  it('shows the server’s refusal under the team field, in French', async () => {
    await setLanguage('fr', ['chat']);
    const server = groupServer(() => ({
      status: 400,
      body: { message: 'Choose a team you are in', errors: { teamId: ['Choose a team you are in'] } },
    }));
    renderChat();
    const dialog = within(await openDialog('Nouveau groupe'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Une équipe' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Équipe' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Litigation' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le groupe' }));
    expect(await dialog.findByText('Choisissez une équipe dont vous faites partie')).toBeInTheDocument();
    expect(server.callsTo('POST /api/apps/chat/groups').map((call) => call.body)).toEqual([{ teamId: 4 }]);
    expect(server.callsTo('GET /api/pages/profile').map((call) => call.url)).toEqual(['/api/pages/profile?tab=teams']);
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Équipe' })).toHaveFocus());
  });

  it('shows a group a colleague put one in as soon as it is made', async () => {
    const made: ChatGroup[] = [];
    groupServer(undefined, made);
    const socket = liveSocket();
    renderChat();
    expect(await screen.findByText('Omar Clerk')).toBeInTheDocument();
    made.push(group(31, 'Appeal team', [1, 2]));
    socket.push({ id: 7, type: 'chat.created', payload: { chatId: 31, kind: 'group' } });
    const groups = within((await screen.findByRole('heading', { name: 'Groups' })).closest('section')!);
    expect(groups.getByRole('button', { name: /Appeal team/ })).toBeInTheDocument();
  });

  it('asks before throwing typed input away', async () => {
    groupServer();
    renderChat();
    const dialog = within(await openDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Group title' }), 'Draft');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  });
});
