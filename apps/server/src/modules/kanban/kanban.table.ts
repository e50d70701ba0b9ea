import type { KanbanSummary } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teams } from '../../db/schema/teams.ts';
import { users } from '../../db/schema/users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/**
 * A fractional-indexing key (`a0`, `a0V`, `Zz`…). Keys compare as bytes, upper case before lower case ("Zz" < "a0"),
 * so the column sorts with the "C" collation: the database's default (a language collation) would order them otherwise.
 */
const positionKey = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * A kanban: the office's one (`scope = 'office'`, made by the migration), one someone made for the whole office
 * (`own`), a team's (`team`, `team_id`) or a legal case's (`case`, `case_id`; the legal cases decide who sees it).
 */
export const kanbans = pgTable(
  'kanbans',
  {
    id: id(),
    title: text('title').notNull(),
    scope: text('scope').$type<KanbanSummary['scope']>().notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    /** The legal case's id (no foreign key: the cases are another module's; a deleted case hides its kanban). */
    caseId: integer('case_id'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // One office kanban.
    uniqueIndex('kanbans_office_idx')
      .on(t.scope)
      .where(sql`${t.scope} = 'office'`),
    // One kanban per case: "open board" from two tabs at once makes one.
    uniqueIndex('kanbans_case_idx')
      .on(t.caseId)
      .where(sql`${t.scope} = 'case'`),
    index('kanbans_team_idx').on(t.teamId),
  ],
);

/** The spec's board: a column of a kanban. */
export const kanbanBoards = pgTable(
  'kanban_boards',
  {
    id: id(),
    kanbanId: integer('kanban_id')
      .notNull()
      .references(() => kanbans.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: positionKey('position').notNull(),
  },
  (t) => [
    // Spec §5: a column title the kanban already has (in any case) is refused; the index settles a race.
    uniqueIndex('kanban_boards_title_idx').on(t.kanbanId, sql`lower(${t.title})`),
    index('kanban_boards_position_idx').on(t.kanbanId, t.position),
  ],
);

/** The spec's item: a card in a column. */
export const kanbanItems = pgTable(
  'kanban_items',
  {
    id: id(),
    boardId: integer('board_id')
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: 'cascade' }),
    position: positionKey('position').notNull(),
    title: text('title').notNull(),
    /** The spec's `comments`: the card's free text (the screens' description). */
    comments: text('comments').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    caseId: integer('case_id'),
    version: integer('version').notNull().default(1),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kanban_items_board_position_idx').on(t.boardId, t.position)],
);

/** Who a card is given to. */
export const kanbanItemMembers = pgTable(
  'kanban_item_members',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => kanbanItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index('kanban_item_members_user_idx').on(t.userId)],
);

/** A card's comment thread. */
export const kanbanComments = pgTable(
  'kanban_comments',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => kanbanItems.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('kanban_comments_item_idx').on(t.itemId, t.createdAt)],
);
