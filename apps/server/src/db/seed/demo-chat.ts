import { normalizeSearchText } from '@mizan/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { chatMembers, chatMessages, chats, roles, users } from '../schema.ts';
import { DEMO_USERS } from './demo-users.ts';

const MINUTE = 60 * 1000;

/** The roles whose demo people may chat (subscribers and clients may not). */
const CHATTING_ROLES = ['admin', 'maintainer', 'author', 'editor'];

interface DemoChat {
  /** Indexes into the people (0 is the administrator). */
  members: number[];
  title?: string;
  /** [sender index, text, minutes before seeding], oldest first. */
  messages: Array<[number, string, number]>;
  /** How many of the last messages a member has not seen (delivered all the same); the others saw everything. */
  unseen?: Record<number, number>;
  /** How many of the last messages have not reached a member's client yet. */
  undelivered?: Record<number, number>;
}

/** The administrator's conversations with colleagues: English, French and Arabic; some unread; one group. */
const CHATS: DemoChat[] = [
  {
    members: [0, 1],
    messages: [
      [1, 'صباح الخير، هل راجعت مذكرة الدفاع في قضية الإيجار؟', 190],
      [0, 'نعم، أضفت ملاحظاتي على البند الثالث.', 185],
      [1, 'شكرًا. الجلسة يوم الأحد القادم في المحكمة التجارية.', 42],
      [1, 'هل نحتاج إلى شهادة الخبير قبل الجلسة؟', 40],
    ],
    unseen: { 0: 2 },
  },
  {
    members: [0, 2],
    messages: [
      [0, 'Can you send the signed retainer for Northwind today?', 1500],
      [2, 'Sent it to your inbox an hour ago.', 1440],
      [0, 'Got it, thanks!', 1430],
    ],
  },
  {
    members: [0, 3],
    messages: [
      [3, 'Bonjour, le client demande un point sur son dossier.', 300],
      [0, 'Je l’appelle cet après-midi.', 290],
      [3, 'Parfait. Il est disponible après 15 h.', 12],
    ],
    unseen: { 0: 1 },
  },
  {
    members: [0, 4],
    messages: [
      [4, 'The court clerk confirmed the filing number.', 2900],
      [0, 'Please add it to the case file and the calendar.', 20],
    ],
    undelivered: { 4: 1 },
  },
  {
    members: [0, 1, 2, 5],
    title: 'Hearing prep',
    messages: [
      [0, 'Hearing on Sunday: who takes the witness list?', 600],
      [5, 'I will, and I will share it here by Thursday.', 590],
      [1, 'سأجهز ملف المستندات باللغة العربية.', 580],
      [2, 'I booked the meeting room for Saturday 10:00.', 30],
      [5, 'Witness list is ready for review.', 8],
    ],
    unseen: { 0: 2, 1: 1 },
  },
];

/**
 * Chats between the administrator and a few active colleagues who may chat (deterministic: the first such people by
 * id), around the seeding moment. Does nothing when too few people exist.
 */
export async function seedDemoChat(db: Db): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS[0].email));
  if (!admin) return;
  const colleagues = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.status, 'active'), inArray(roles.name, CHATTING_ROLES), ne(users.id, admin.id)))
    .orderBy(asc(users.id))
    .limit(5);
  const people = [admin.id, ...colleagues.map((row) => row.id)];
  const now = Date.now();
  for (const demo of CHATS) {
    if (demo.members.some((index) => people[index] === undefined)) continue;
    const memberIds = demo.members.map((index) => people[index]!);
    const direct = demo.title === undefined;
    const lastAt = new Date(now - demo.messages.at(-1)![2] * MINUTE);
    const [chat] = await db
      .insert(chats)
      .values({
        kind: direct ? 'direct' : 'group',
        title: demo.title ?? null,
        directKey: direct ? [...memberIds].sort((a, b) => a - b).join(':') : null,
        createdBy: memberIds[0],
        createdAt: new Date(now - demo.messages[0]![2] * MINUTE - MINUTE),
        lastMessageAt: lastAt,
      })
      .returning({ id: chats.id });
    const chatId = chat!.id;
    const ids: number[] = [];
    // One at a time, so ids follow the conversation's order.
    for (const [sender, body, minutesAgo] of demo.messages) {
      const [row] = await db
        .insert(chatMessages)
        .values({
          chatId,
          senderId: people[sender]!,
          body,
          searchText: normalizeSearchText(body),
          createdAt: new Date(now - minutesAgo * MINUTE),
        })
        .returning({ id: chatMessages.id });
      ids.push(row!.id);
    }
    const upTo = (missing = 0) => ids[ids.length - 1 - missing] ?? 0;
    // The last `missing` messages not read, of which those of others are unseen.
    const unseen = (index: number, missing = 0) =>
      demo.messages.slice(demo.messages.length - missing).filter(([sender]) => sender !== index).length;
    await db.insert(chatMembers).values(
      demo.members.map((index) => {
        const missingRead = demo.unseen?.[index] ?? demo.undelivered?.[index];
        return {
          chatId,
          userId: people[index]!,
          lastDeliveredMessageId: upTo(demo.undelivered?.[index]),
          lastReadMessageId: upTo(missingRead),
          unseenCount: unseen(index, missingRead),
        };
      }),
    );
    await db.update(chats).set({ lastMessageId: upTo() }).where(eq(chats.id, chatId));
  }
}
