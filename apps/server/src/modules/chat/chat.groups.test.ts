import {
  CHAT_EVENTS,
  CHAT_TEXT,
  type ChatGroup,
  type ChatListResponse,
  type ChatMessagesResponse,
  type ChatSearchResponse,
  type ChatSendResponse,
} from '@mizan/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams } from '../../db/schema.ts';
import type { SignedIn } from '../../test/app.ts';
import { insertTestCase } from '../../test/legal-case.ts';
import { setupChatTest } from './test-chat.ts';

/** Beyond spec §7: older pages, receipts, group chats, search across chats, typing; nobody reads another's chat. */
const { t, live, call, admins } = setupChatTest();
let ann: SignedIn;
let bob: SignedIn;
let cy: SignedIn;
let outsider: SignedIn;
let direct: number;

beforeAll(async () => {
  [ann, bob, cy, outsider] = await admins(4);
  for (let i = 1; i <= 7; i++) {
    const sent = await call<ChatSendResponse>(ann, 'POST', `/chats/${bob.userId}`, { message: `Note ${i}` }, 201);
    direct = sent.msg.chatId;
  }
});

describe('pages and receipts', () => {
  it('pages older messages before an id, oldest first, with hasMore', async () => {
    const last = await call<ChatMessagesResponse>(bob, 'GET', `/chats/${direct}/messages?limit=3`);
    expect(last.messages.map((m) => m.message)).toEqual(['Note 5', 'Note 6', 'Note 7']);
    expect(last.hasMore).toBe(true);
    const older = await call<ChatMessagesResponse>(
      bob,
      'GET',
      `/chats/${direct}/messages?limit=3&before=${last.messages[0]!.id}`,
    );
    expect(older.messages.map((m) => m.message)).toEqual(['Note 2', 'Note 3', 'Note 4']);
    const first = await call<ChatMessagesResponse>(
      bob,
      'GET',
      `/chats/${direct}/messages?limit=3&before=${older.messages[0]!.id}`,
    );
    expect(first).toMatchObject({ hasMore: false, messages: [{ message: 'Note 1' }] });
  });

  it('delivered then seen move the feedback and tell the other member once', async () => {
    const { messages } = await call<ChatMessagesResponse>(bob, 'GET', `/chats/${direct}/messages`);
    const fifth = messages[4]!;
    const delivered = await call(bob, 'POST', `/chats/${direct}/delivered`, { upTo: messages.at(-1)!.id });
    expect(delivered).toEqual({ chatId: direct, upTo: messages.at(-1)!.id, unseenMsgs: 7 });
    expect(await call(bob, 'POST', `/chats/${direct}/seen`, { upTo: fifth.id })).toEqual({
      chatId: direct,
      upTo: fifth.id,
      unseenMsgs: 2,
    });
    // Going back is no move: the receipt stays, nothing is published.
    await call(bob, 'POST', `/chats/${direct}/seen`, { upTo: messages[0]!.id });
    expect(live.published).toEqual([
      {
        userIds: [ann.userId],
        type: CHAT_EVENTS.delivered,
        payload: { chatId: direct, userId: bob.userId, upTo: messages.at(-1)!.id },
      },
      {
        userIds: [ann.userId],
        type: CHAT_EVENTS.seen,
        payload: { chatId: direct, userId: bob.userId, upTo: fifth.id },
      },
    ]);
    const anns = await call<ChatMessagesResponse>(ann, 'GET', `/chats/${direct}/messages`);
    expect(anns.messages.map((m) => [m.feedback.isDelivered, m.feedback.isSeen])).toEqual([
      ...Array.from({ length: 5 }, () => [true, true]),
      [true, false],
      [true, false],
    ]);
  });

  it('refuses an id of another chat (400 on upTo)', async () => {
    const other = await call<ChatSendResponse>(cy, 'POST', `/chats/${bob.userId}`, { message: 'Hi Bob' }, 201);
    const response = await t.call(bob, 'POST', `/api/apps/chat/chats/${direct}/seen`, { upTo: other.msg.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { upTo: [CHAT_TEXT.upTo] } });
  });

  it('never lets anyone else read, mark, type into or search a chat they are not in (404, nothing found)', async () => {
    for (const [method, url, body] of [
      ['GET', `/chats/${direct}/messages`, undefined],
      ['POST', `/chats/${direct}/seen`, { upTo: 1 }],
      ['POST', `/chats/${direct}/delivered`, { upTo: 1 }],
      ['POST', '/typing', { chatId: direct }],
      ['POST', `/groups/${direct}/messages`, { message: 'Hi' }],
    ] as const) {
      const response = await t.call(outsider, method, `/api/apps/chat${url}`, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ message: CHAT_TEXT.notFound });
    }
    expect((await call<ChatSearchResponse>(outsider, 'GET', '/search?q=note')).results).toEqual([]);
    expect(live.published).toEqual([]);
    expect(live.signalled).toEqual([]);
  });

  it('signals typing to the other members only', async () => {
    const response = await t.call(ann, 'POST', '/api/apps/chat/typing', { chatId: direct });
    expect(response.statusCode).toBe(204);
    expect(live.signalled).toEqual([
      { userIds: [bob.userId], type: CHAT_EVENTS.typing, payload: { chatId: direct, userId: ann.userId } },
    ]);
  });
});

describe('groups', () => {
  it('makes a group of chosen users with oneself, publishes it, and takes messages from members only', async () => {
    const { group } = await call<{ group: ChatGroup }>(
      ann,
      'POST',
      '/groups',
      {
        title: 'Hearing prep',
        memberIds: [bob.userId, cy.userId],
      },
      201,
    );
    expect(group).toMatchObject({ title: 'Hearing prep', teamId: null, chat: { unseenMsgs: 0, lastMessage: null } });
    expect(group.memberIds).toEqual([ann.userId, bob.userId, cy.userId].sort((a, b) => a - b));
    expect(live.published).toEqual([
      { userIds: group.memberIds, type: CHAT_EVENTS.created, payload: { chatId: group.id, kind: 'group' } },
    ]);
    const { msg } = await call<ChatSendResponse>(
      bob,
      'POST',
      `/groups/${group.id}/messages`,
      { message: 'الجلسة غدًا' },
      201,
    );
    expect(msg.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false });
    const cys = await call<ChatListResponse>(cy, 'GET', '/chats-and-contacts');
    expect(cys.groups[0]).toMatchObject({ id: group.id, chat: { unseenMsgs: 1, lastMessage: { id: msg.id } } });
    // Seen by one of two others is not seen yet.
    await call(cy, 'POST', `/chats/${group.id}/seen`, { upTo: msg.id });
    const after = await call<ChatMessagesResponse>(bob, 'GET', `/chats/${group.id}/messages`);
    expect(after.messages[0]!.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false });
    await call(ann, 'POST', `/chats/${group.id}/seen`, { upTo: msg.id });
    const seen = await call<ChatMessagesResponse>(bob, 'GET', `/chats/${group.id}/messages`);
    expect(seen.messages[0]!.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true });
    // A direct chat is not a group.
    expect((await t.call(ann, 'POST', `/api/apps/chat/groups/${direct}/messages`, { message: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('makes a team’s group for its members, titled by the team; not for a team one is not in', async () => {
    const [team] = await t.db.insert(teams).values({ name: 'Litigation' }).returning({ id: teams.id });
    await t.db.insert(teamMembers).values([ann, cy].map((who) => ({ teamId: team!.id, userId: who.userId })));
    const { group } = await call<{ group: ChatGroup }>(cy, 'POST', '/groups', { teamId: team!.id }, 201);
    expect(group).toMatchObject({ title: 'Litigation', teamId: team!.id });
    expect(group.memberIds).toEqual([ann.userId, cy.userId].sort((a, b) => a - b));
    const refused = await t.call(bob, 'POST', '/api/apps/chat/groups', { teamId: team!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { teamId: [CHAT_TEXT.notInTeam] } });
  });

  it('makes a case’s group for its lawyer and team, titled by the case; not for an unknown case', async () => {
    const caseId = await insertTestCase(t.db, { responsibleLawyerId: bob.userId, team: [cy.userId] });
    const { group } = await call<{ group: ChatGroup }>(ann, 'POST', '/groups', { caseId }, 201);
    expect(group.caseId).toBe(caseId);
    expect(group.title).toMatch(/^1990\/T\d+ — قضية اختبار/);
    expect(group.memberIds).toEqual([ann.userId, bob.userId, cy.userId].sort((a, b) => a - b));
    const client = await t.userWithRole('client');
    for (const [who, id] of [
      [ann, 999_999],
      [client, caseId],
    ] as const) {
      const response = await t.call(who, 'POST', '/api/apps/chat/groups', { caseId: id });
      // The client may not chat at all (403); an unknown case is refused on its field.
      expect(response.statusCode).toBe(who === client ? 403 : 400);
    }
  });

  it('refuses no members, no title, or someone who is not an active user (400 naming the field)', async () => {
    const cases: Array<[object, string]> = [
      [{ title: 'Empty' }, 'memberIds'],
      [{ memberIds: [bob.userId] }, 'title'],
      [{ title: 'Ghosts', memberIds: [999_999] }, 'memberIds'],
    ];
    for (const [body, field] of cases) {
      const response = await t.call(ann, 'POST', '/api/apps/chat/groups', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
    }
  });
});

describe('GET /api/apps/chat/search', () => {
  it('finds messages of one’s chats whatever the Arabic letter variants, newest first', async () => {
    const found = await call<ChatSearchResponse>(ann, 'GET', `/search?q=${encodeURIComponent('الجلسه غدا')}`);
    expect(found.results).toMatchObject([
      { kind: 'group', title: 'Hearing prep', userId: null, msg: { message: 'الجلسة غدًا' } },
    ]);
    const notes = await call<ChatSearchResponse>(bob, 'GET', '/search?q=NOTE');
    expect(notes.results.map((r) => r.msg.message)).toEqual([
      'Note 7',
      'Note 6',
      'Note 5',
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
    ]);
    expect(notes.results[0]).toMatchObject({ kind: 'direct', userId: ann.userId, chatId: direct });
    expect((await call<ChatSearchResponse>(bob, 'GET', '/search?q=%20')).results).toEqual([]);
  });
});
