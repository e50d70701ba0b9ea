import type { ChatListResponse, ChatSearchResponse } from '@mizan/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT, setupTestApp, signIn } from '../../test/app.ts';

const t = setupTestApp();

describe('demo chats', () => {
  it('give the administrator conversations in three languages, some unread, and a group', async () => {
    const john = await signIn(t.app);
    const answer = await t.call(john, 'GET', '/api/apps/chat/chats-and-contacts');
    expect(answer.statusCode, answer.body).toBe(200);
    const { chatsContacts, contacts, groups, profileUser } = answer.json<ChatListResponse>();
    expect(profileUser.fullName).toBe('John Doe');
    expect(chatsContacts.map((contact) => contact.chat.unseenMsgs)).toEqual([1, 0, 2, 0]);
    expect(chatsContacts[2]!.chat.lastMessage!.message).toMatch(/[\u0600-\u06ff]/);
    expect(chatsContacts[1]!.chat.lastMessage!.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false });
    expect(groups).toMatchObject([{ title: 'Hearing prep', chat: { unseenMsgs: 2 } }]);
    expect(groups[0]!.memberIds).toHaveLength(4);
    expect(contacts.length).toBeGreaterThan(5);
    // Arabic letter variants: «الجلسه» finds «الجلسة».
    const search = await t.call(john, 'GET', `/api/apps/chat/search?q=${encodeURIComponent('الجلسه')}`);
    expect(search.json<ChatSearchResponse>().results).toHaveLength(2);
  });

  it('leave the client role out of the chat (403)', async () => {
    const jane = await signIn(t.app, CLIENT);
    expect((await t.call(jane, 'GET', '/api/apps/chat/chats-and-contacts')).statusCode).toBe(403);
  });
});
