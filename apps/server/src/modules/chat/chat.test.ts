import {
  CHAT_EVENTS,
  CHAT_TEXT,
  USER_ERRORS,
  type ChatListResponse,
  type ChatOpenResponse,
  type ChatSendResponse,
} from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import type { SignedIn } from '../../test/app.ts';
import { setupChatTest } from './test-chat.ts';

/** Spec §7's three calls: the unseen rule, the feedback flags, whose chat it is, the sender, bad input, the events. */
const { t, live, call, admins } = setupChatTest();
let ann: SignedIn;
let bob: SignedIn;
let eve: SignedIn;

const list = (who: SignedIn, q = '') =>
  call<ChatListResponse>(who, 'GET', `/chats-and-contacts${q ? `?q=${encodeURIComponent(q)}` : ''}`);
const send = (from: SignedIn, to: SignedIn, message: string) =>
  call<ChatSendResponse>(from, 'POST', `/chats/${to.userId}`, { message }, 201);
const open = (who: SignedIn, other: SignedIn) => call<ChatOpenResponse>(who, 'GET', `/chats/${other.userId}`);

beforeAll(async () => {
  [ann, bob, eve] = await admins(3);
});

describe('POST /api/apps/chat/chats/{userId}', () => {
  it('starts the chat with the first message (201, msg and chat), sent but neither delivered nor seen', async () => {
    const first = await send(ann, bob, 'Hello Bob');
    expect(first.msg).toMatchObject({
      message: 'Hello Bob',
      senderId: ann.userId,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    });
    expect(first.chat).toMatchObject({ userId: bob.userId, unseenMsgs: 0, messages: [first.msg] });
    const second = await send(ann, bob, '  Are you there?  ');
    expect(second.chat).toBeUndefined();
    expect(second.msg).toMatchObject({ message: 'Are you there?', chatId: first.chat!.id });
  });

  it('publishes chat.message to both members in the write', async () => {
    const { msg } = await send(bob, ann, 'Yes');
    expect(live.published).toEqual([
      {
        userIds: [ann.userId, bob.userId].sort((a, b) => a - b),
        type: CHAT_EVENTS.message,
        payload: { chatId: msg.chatId, kind: 'direct', msg },
      },
    ]);
  });

  it('accepts the sender’s own senderId, refuses anyone else’s (403)', async () => {
    const own = await t.call(ann, 'POST', `/api/apps/chat/chats/${bob.userId}`, {
      message: 'Me',
      senderId: ann.userId,
    });
    expect(own.statusCode).toBe(201);
    const forged = await t.call(ann, 'POST', `/api/apps/chat/chats/${bob.userId}`, {
      message: 'Bob here',
      senderId: bob.userId,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: CHAT_TEXT.notYourMessage });
  });

  it('refuses an empty or over-long message (400 naming message) and an unknown, inactive or own id (404)', async () => {
    for (const message of ['', '   ', 'x'.repeat(4001)]) {
      const response = await t.call(ann, 'POST', `/api/apps/chat/chats/${bob.userId}`, { message });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['message']);
    }
    const gone = await t.userWithRole('admin');
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, gone.userId));
    for (const id of [999_999, gone.userId, ann.userId]) {
      const response = await t.call(ann, 'POST', `/api/apps/chat/chats/${id}`, { message: 'Hi' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: USER_ERRORS.notFound });
    }
    // Nothing of the chat (the new user's sign-in rang their bell: not a chat event).
    expect(live.published.filter((call) => call.type.startsWith('chat.'))).toEqual([]);
  });
});

describe('two first messages at once', () => {
  it('make one chat: one answer carries it, both messages are in it', async () => {
    const [kim, lee] = [await t.userWithRole('admin'), await t.userWithRole('admin')];
    const answers = await Promise.all([send(kim, lee, 'Hi Lee'), send(lee, kim, 'Hi Kim')]);
    expect(answers.filter((answer) => answer.chat).length).toBe(1);
    expect(answers[0].msg.chatId).toBe(answers[1].msg.chatId);
    const opened = await open(kim, lee);
    expect(opened.chat!.messages.map((m) => m.message).sort()).toEqual(['Hi Kim', 'Hi Lee']);
  });
});

describe('GET /api/apps/chat/chats-and-contacts', () => {
  it('lists chats with their unseen count and last message, last message first; the others as contacts', async () => {
    await send(eve, ann, 'مرحبا آن');
    const answer = await list(ann);
    expect(answer.chatsContacts.map((contact) => contact.id)).toEqual([eve.userId, bob.userId]);
    const [withEve, withBob] = answer.chatsContacts;
    expect(withEve!.chat).toMatchObject({ unseenMsgs: 1, lastMessage: { message: 'مرحبا آن', senderId: eve.userId } });
    // Ann's own "Me" came after Bob's "Yes": answering moved her receipts, so nothing of Bob's is unseen.
    expect(withBob!.chat).toMatchObject({ unseenMsgs: 0, lastMessage: { message: 'Me' } });
    expect(answer.contacts.map((contact) => contact.id)).not.toContain(ann.userId);
    expect(answer.contacts.map((contact) => contact.id)).not.toContain(bob.userId);
    expect(answer.profileUser).toMatchObject({
      id: ann.userId,
      role: 'admin',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
    });
    expect(answer.chatsContacts[0]).toMatchObject({ fullName: expect.any(String), status: 'offline' });
  });

  it('leaves out people whose role may not chat: not a contact, not a recipient (404)', async () => {
    const client = await t.userWithRole('client');
    expect((await list(ann)).contacts.map((contact) => contact.id)).not.toContain(client.userId);
    const response = await t.call(ann, 'POST', `/api/apps/chat/chats/${client.userId}`, { message: 'Hi' });
    expect(response.statusCode).toBe(404);
    expect((await t.call(client, 'GET', '/api/apps/chat/chats-and-contacts')).statusCode).toBe(403);
  });

  it('filters by name', async () => {
    const eveName = (await list(ann)).chatsContacts[0]!.fullName;
    const answer = await list(ann, eveName.toUpperCase());
    expect(answer.chatsContacts.map((contact) => contact.id)).toEqual([eve.userId]);
    expect(answer.contacts.every((contact) => contact.fullName === eveName)).toBe(true);
  });
});

describe('GET /api/apps/chat/chats/{userId}', () => {
  it('answers the chat and the contact, and opening resets unseenMsgs to 0 and tells the other member', async () => {
    await send(bob, ann, 'One');
    const { msg } = await send(bob, ann, 'Two');
    live.clear();
    const opened = await open(ann, bob);
    expect(opened.contact).toMatchObject({ id: bob.userId });
    expect(opened.chat).toMatchObject({ userId: bob.userId, unseenMsgs: 0, hasMore: false });
    expect(opened.chat!.messages.map((m) => m.message)).toEqual([
      'Hello Bob',
      'Are you there?',
      'Yes',
      'Me',
      'One',
      'Two',
    ]);
    expect(live.published).toEqual([
      {
        userIds: [bob.userId],
        type: CHAT_EVENTS.seen,
        payload: { chatId: msg.chatId, userId: ann.userId, upTo: msg.id },
      },
    ]);
    const withBob = (await list(ann)).chatsContacts.find((contact) => contact.id === bob.userId)!;
    expect(withBob.chat.unseenMsgs).toBe(0);
    // Bob sees his messages delivered and seen now.
    const bobs = await open(bob, ann);
    expect(bobs.chat!.messages.at(-1)!.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true });
  });

  it('answers chat null before a first message, 404 for an unknown user', async () => {
    const zed = await t.userWithRole('admin');
    expect(await open(zed, bob)).toMatchObject({ chat: null, contact: { id: bob.userId } });
    expect((await t.call(ann, 'GET', '/api/apps/chat/chats/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/apps/chat/unseen', () => {
  it('counts the messages one has yet to see across one’s chats, and none once they are opened', async () => {
    const unseen = async (who: SignedIn) => {
      const response = await t.call(who, 'GET', '/api/apps/chat/unseen');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ unseen: number }>().unseen;
    };
    const carol = await t.userWithRole('admin');
    const dave = await t.userWithRole('admin');
    expect(await unseen(carol)).toBe(0);
    await send(dave, carol, 'One');
    await send(dave, carol, 'Two');
    await send(bob, carol, 'Three');
    expect(await unseen(carol)).toBe(3);
    expect(await unseen(dave)).toBe(0);
    await open(carol, dave);
    expect(await unseen(carol)).toBe(1);
  });
});
