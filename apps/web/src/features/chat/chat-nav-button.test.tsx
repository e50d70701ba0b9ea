import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, readerOf, renderPage, setUpPageTests, signIn } from '@/test/harness';
import { liveSocket } from '@/test/live-socket';
import { ChatNavButton } from './chat-nav-button';

setUpPageTests({ user: ADMIN });

describe('ChatNavButton', () => {
  it('links to the chat with the messages one has yet to see, and follows a message arriving live', async () => {
    let unseen = 2;
    fakeServer({ 'GET /api/apps/chat/unseen': () => ({ body: { unseen } }) });
    const socket = liveSocket();
    renderPage(ChatNavButton);
    const link = await screen.findByRole('link', { name: 'Chat, 2 unread messages' });
    expect(link).toHaveAttribute('href', '/apps/chat');
    unseen = 3;
    socket.push({ id: 9, type: 'chat.message', payload: {} });
    expect(await screen.findByRole('link', { name: 'Chat, 3 unread messages' })).toBeInTheDocument();
  });

  it('is not shown to someone who may not chat', async () => {
    const server = fakeServer({ 'GET /api/apps/chat/unseen': { body: { unseen: 1 } } });
    signIn(readerOf('Email'));
    renderPage(() => (
      <>
        <p>the navbar</p>
        <ChatNavButton />
      </>
    ));
    expect(await screen.findByText('the navbar')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/apps/chat/unseen')).toEqual([]);
  });
});
