import { CHAT_EVENTS, CHAT_TEXT, type AppAbility, type ChatGroup, type ChatGroupBody } from '@mizan/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers, teams } from '../../db/schema/teams.ts';
import { fieldError } from '../../lib/errors.ts';
import type { LivePublisher } from '../../lib/live-port.ts';
import type { ChatPeople } from './chat.people.ts';
import { chatMembers, chats } from './chat.table.ts';

/** Who is asking, as the legal cases' rule needs it. */
export interface ChatActor {
  id: number;
  ability: AppAbility;
}

/**
 * The legal cases' port (given in app.ts): a case the actor may open, with the people working on it; undefined
 * otherwise.
 */
export interface ChatCases {
  people(
    actor: ChatActor,
    caseId: number,
  ): Promise<{ fileNumber: string; title: string; userIds: readonly number[] } | undefined>;
}

/**
 * Group chats: chosen users, a team one is in or a case one may open (their people when the group is made; the team's
 * name or the case's file number and title as the default title). Members are fixed at creation: a later change to
 * the team or the case does not add or remove anyone.
 */
export function createChatGroups(db: Db, live: LivePublisher, people: ChatPeople, cases?: ChatCases) {
  const caseOf = async (actor: ChatActor, caseId: number) => {
    const found = await cases?.people(actor, caseId);
    if (!found) throw fieldError('caseId', CHAT_TEXT.notYourCase);
    return { name: `${found.fileNumber} — ${found.title}`, memberIds: found.userIds };
  };
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
    async create(actor: ChatActor, body: ChatGroupBody): Promise<ChatGroup> {
      const me = actor.id;
      const team = body.teamId === undefined ? undefined : await teamOf(me, body.teamId);
      const matter = body.caseId === undefined ? undefined : await caseOf(actor, body.caseId);
      const title = body.title || team?.name || matter?.name;
      if (!title) throw fieldError('title', CHAT_TEXT.title);
      const chosen = body.memberIds ?? [];
      // Chosen people must each be someone one may chat with; a team's or a case's people who may not are left out.
      const allowed = await people.byIds([...chosen, ...(team?.memberIds ?? []), ...(matter?.memberIds ?? [])]);
      if (chosen.some((id) => id !== me && !allowed.has(id))) throw fieldError('memberIds', CHAT_TEXT.members);
      const memberIds = [...new Set([me, ...[...allowed.keys()].filter((id) => id !== me)])].sort((a, b) => a - b);
      return db.transaction(async (tx) => {
        const [chat] = await tx
          .insert(chats)
          .values({ kind: 'group', title, teamId: body.teamId ?? null, caseId: body.caseId ?? null, createdBy: me })
          .returning({ id: chats.id });
        const chatId = chat!.id;
        await tx.insert(chatMembers).values(memberIds.map((userId) => ({ chatId, userId })));
        await live.publish(tx, memberIds, CHAT_EVENTS.created, { chatId, kind: 'group' });
        return {
          id: chatId,
          title,
          teamId: body.teamId ?? null,
          caseId: body.caseId ?? null,
          memberIds,
          chat: { id: chatId, unseenMsgs: 0, lastMessage: null },
        };
      });
    },
  };
}
