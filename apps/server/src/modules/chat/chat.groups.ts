import { CHAT_EVENTS, CHAT_TEXT, type ChatGroup, type ChatGroupBody } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers, teams } from '../../db/schema/teams.ts';
import { fieldError } from '../../lib/errors.ts';
import type { LivePublisher } from '../../lib/live-port.ts';
import type { ChatPeople } from './chat.people.ts';
import { chatMembers, chats } from './chat.table.ts';

/**
 * Group chats: chosen users, or a team one is in (its members when the group is made; its name as the default
 * title). Members are fixed at creation: a later change to the team does not add or remove anyone.
 */
export function createChatGroups(db: Db, live: LivePublisher, people: ChatPeople) {
  const teamOf = async (me: number, teamId: number) => {
    const rows = await db
      .select({ name: teams.name, userId: teamMembers.userId })
      .from(teams)
      .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
      .where(eq(teams.id, teamId));
    if (!rows.some((row) => row.userId === me)) throw fieldError('teamId', CHAT_TEXT.notInTeam);
    return { name: rows[0]!.name, memberIds: rows.map((row) => row.userId) };
  };

  return {
    async create(me: number, body: ChatGroupBody): Promise<ChatGroup> {
      const team = body.teamId === undefined ? undefined : await teamOf(me, body.teamId);
      const title = body.title || team?.name;
      if (!title) throw fieldError('title', CHAT_TEXT.title);
      const chosen = body.memberIds ?? [];
      // Chosen people must each be someone one may chat with; a team's members who may not chat are left out.
      const allowed = await people.byIds([...chosen, ...(team?.memberIds ?? [])]);
      if (chosen.some((id) => id !== me && !allowed.has(id))) throw fieldError('memberIds', CHAT_TEXT.members);
      const memberIds = [...new Set([me, ...[...allowed.keys()].filter((id) => id !== me)])].sort((a, b) => a - b);
      return db.transaction(async (tx) => {
        const [chat] = await tx
          .insert(chats)
          .values({ kind: 'group', title, teamId: body.teamId ?? null, createdBy: me })
          .returning({ id: chats.id });
        const chatId = chat!.id;
        await tx.insert(chatMembers).values(memberIds.map((userId) => ({ chatId, userId })));
        await live.publish(tx, memberIds, CHAT_EVENTS.created, { chatId, kind: 'group' });
        return {
          id: chatId,
          title,
          teamId: body.teamId ?? null,
          memberIds,
          chat: { id: chatId, unseenMsgs: 0, lastMessage: null },
        };
      });
    },
  };
}
