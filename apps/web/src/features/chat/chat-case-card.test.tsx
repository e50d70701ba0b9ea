import type { ChatMessage } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, readerOf, renderRoutes, setLanguage, setUpPageTests, signIn } from '@/test/harness';
import { ChatMessages } from './chat-messages';

setUpPageTests({ namespaces: ['chat'], user: readerOf('Chat', 'LegalCase') });

const said = (id: number, text: string): ChatMessage =>
  ({
    id,
    chatId: 9,
    message: text,
    time: '2026-03-10T09:00:00Z',
    senderId: 2,
    feedback: { isSent: true, isDelivered: true, isSeen: true },
    attachments: [],
  }) as ChatMessage;

const CASE_12 = { id: 12, fileNumber: '2026/0012', title: 'Al-Harbi v. Gulf Trading', status: 'active' };

function caseServer() {
  return fakeServer({
    'GET /api/office/time-zone': { body: { timeZone: 'Asia/Riyadh' } },
    'GET /api/legal-cases/:id': ({ params }) =>
      params.id === '12'
        ? { body: CASE_12 }
        : params.id === '13'
          ? { status: 403, body: { message: 'You are not allowed to do this' } }
          : { status: 404, body: { message: 'Case not found' } },
  });
}

const renderMessages = (messages: ChatMessage[]) =>
  renderRoutes(
    {
      '/apps/chat': () => <ChatMessages messages={messages} me={1} />,
      '/legal-cases/$id': () => <p>the case page</p>,
    },
    '/apps/chat',
  );

describe('Case links in chat messages', () => {
  it('shows a card for a case the reader may open and nothing more for one missing or not theirs', async () => {
    const server = caseServer();
    const text = `Hearing moved: /legal-cases/12 — see also ${window.location.origin}/legal-cases/13 and /legal-cases/14`;
    const router = renderMessages([said(40, text)]);
    const card = await screen.findByRole('link', { name: /Al-Harbi v\. Gulf Trading/ });
    expect(within(card).getByText('2026/0012')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('GET /api/legal-cases/:id').map((call) => call.url)).toEqual([
        '/api/legal-cases/12',
        '/api/legal-cases/13',
        '/api/legal-cases/14',
      ]),
    );
    // The 403 and the 404 have answered: still only the readable case's card, and the message as written.
    expect(screen.getAllByTestId('chat-case-card')).toHaveLength(1);
    expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(card);
    expect(await screen.findByText('the case page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legal-cases/12');
  });

  it('asks for the first three cases of a message only, and once for a case linked in several messages', async () => {
    const server = caseServer();
    const many = [12, 21, 22, 23, 24, 25].map((id) => `/legal-cases/${id}`).join(' ');
    renderMessages([said(40, many), said(41, 'again /legal-cases/12')]);
    expect(await screen.findAllByRole('link', { name: /Al-Harbi v\. Gulf Trading/ })).toHaveLength(2);
    await waitFor(() =>
      expect(server.callsTo('GET /api/legal-cases/:id').map((call) => call.params.id)).toEqual(['12', '21', '22']),
    );
  });

  it('asks nothing for a reader who may not read cases', async () => {
    signIn(readerOf('Chat'));
    const server = caseServer();
    renderMessages([said(40, 'See /legal-cases/12')]);
    expect(await screen.findByText('See /legal-cases/12')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/legal-cases/:id')).toEqual([]);
  });

  it('reads the card in Arabic', async () => {
    await setLanguage('ar', ['chat']);
    caseServer();
    renderMessages([said(40, 'راجع /legal-cases/12')]);
    const card = await screen.findByRole('link', { name: /Al-Harbi/ });
    expect(within(card).getByText('منظورة')).toBeInTheDocument();
    expect(within(card).getByText('ملف', { exact: false })).toBeInTheDocument();
  });
});
