import { and, asc, eq, ne } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import {
  kanbanBoards,
  kanbanComments,
  kanbanItemMembers,
  kanbanItems,
  kanbans,
} from '../../modules/kanban/kanban.table.ts';
import type { Db } from '../client.ts';
import { roles, users } from '../schema.ts';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface DemoCard {
  title: string;
  /** Days from the seeding day; null: no due date. */
  due: number | null;
  labels: string[];
  /** Indices into the office's first staff members. */
  members: number[];
  comments?: string;
  thread?: Array<{ by: number; body: string; hoursAgo: number }>;
}

/** A dozen cards of a Saudi–Egyptian law office, by column (In Progress, In Review, Done). */
const CARDS: DemoCard[][] = [
  [
    {
      title: 'مراجعة لائحة الدعوى',
      due: 2,
      labels: ['Litigation', 'Urgent'],
      members: [0, 1],
      comments: 'مراجعة الطلبات الختامية والتأكد من إرفاق صورة العقد قبل القيد.',
      thread: [
        { by: 1, body: 'أرفقت صورة العقد الموثقة في ملف القضية.', hoursAgo: 20 },
        { by: 0, body: 'Thanks — please also check the jurisdiction clause.', hoursAgo: 5 },
      ],
    },
    { title: 'تجهيز مذكرة الرد', due: 5, labels: ['Litigation'], members: [2] },
    {
      title: 'Draft the share purchase agreement for Al-Noor Trading',
      due: 9,
      labels: ['Corporate'],
      members: [0, 3],
      comments: 'Client wants a non-compete of two years; check it against the Saudi Competition Law.',
    },
    { title: 'ترجمة عقد التوريد إلى الإنجليزية', due: -1, labels: ['Translation'], members: [4] },
    { title: 'Collect the power of attorney from the notary', due: 1, labels: ['Admin'], members: [5] },
  ],
  [
    {
      title: 'مراجعة عقد الإيجار التجاري',
      due: 3,
      labels: ['Contracts', 'Review'],
      members: [1],
      thread: [{ by: 2, body: 'المدة والتجديد التلقائي يحتاجان إلى تعديل.', hoursAgo: 30 }],
    },
    {
      title: 'Labour case: witness statements (Cairo office)',
      due: 6,
      labels: ['Litigation', 'Egypt'],
      members: [2, 4],
    },
    { title: 'صياغة إنذار رسمي بالسداد', due: 0, labels: ['Debt collection'], members: [3] },
    { title: 'Trademark filing with SAIP: final check of the classes', due: null, labels: ['IP'], members: [0] },
  ],
  [
    { title: 'قيد الدعوى في منصة ناجز', due: -4, labels: ['Litigation'], members: [1] },
    {
      title: 'Monthly report to the client — October',
      due: -8,
      labels: ['Reporting'],
      members: [0],
      thread: [{ by: 5, body: 'Sent by e-mail and acknowledged.', hoursAgo: 72 }],
    },
    { title: 'حضور جلسة محكمة الاستئناف', due: -2, labels: ['Hearing'], members: [2, 5] },
  ],
];

/** Demo mode only: cards in the office kanban's three columns (made by the migration), dates around today. */
export async function seedDemoKanban(db: Db): Promise<void> {
  const [office] = await db.select({ id: kanbans.id }).from(kanbans).where(eq(kanbans.scope, 'office'));
  if (!office) return;
  const boards = await db
    .select({ id: kanbanBoards.id })
    .from(kanbanBoards)
    .where(eq(kanbanBoards.kanbanId, office.id))
    .orderBy(asc(kanbanBoards.position));
  // Members among the staff: active users who are not of the client role.
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.status, 'active'), ne(roles.name, 'client')))
    .orderBy(asc(users.id))
    .limit(6);
  if (staff.length === 0) return;
  const member = (index: number) => staff[index % staff.length]!.id;
  const now = Date.now();

  for (const [column, cards] of CARDS.entries()) {
    const board = boards[column];
    if (!board) continue;
    const keys = generateNKeysBetween(null, null, cards.length);
    for (const [index, card] of cards.entries()) {
      const [row] = await db
        .insert(kanbanItems)
        .values({
          boardId: board.id,
          position: keys[index]!,
          title: card.title,
          comments: card.comments ?? '',
          dueDate: card.due === null ? null : isoDay(now + card.due * DAY),
          labels: card.labels,
          createdBy: member(0),
          createdAt: new Date(now - (10 - index) * DAY),
          updatedAt: new Date(now - (10 - index) * DAY),
        })
        .returning({ id: kanbanItems.id });
      const itemId = row!.id;
      const memberIds = [...new Set(card.members.map(member))];
      await db.insert(kanbanItemMembers).values(memberIds.map((userId) => ({ itemId, userId })));
      for (const comment of card.thread ?? []) {
        await db.insert(kanbanComments).values({
          itemId,
          authorId: member(comment.by),
          body: comment.body,
          createdAt: new Date(now - comment.hoursAgo * 3_600_000),
        });
      }
    }
  }
}
