import { z } from 'zod/mini';
import { trimmedString } from '../auth.ts';
import { isCalendarDate, positiveInt, positiveIntSchema } from '../params.ts';

/**
 * The kanban of spec §3/§7. Words: a **kanban** is a whole board as Trello means it (the office's, a team's, a legal
 * case's); the spec's **board** is one of its columns (In Progress, In Review, Done); an **item** is a card.
 * The API keeps the spec's words; the screens say "column" and "card".
 */

/** The columns a new kanban starts with (spec §4). */
export const KANBAN_DEFAULT_BOARDS = ['In Progress', 'In Review', 'Done'] as const;

/** The server's messages of the area (plain English, translated by the error handler). */
export const KANBAN_TEXT = {
  kanbanNotFound: 'No board found with this id',
  boardNotFound: 'No column found with this id',
  itemNotFound: 'No card found with this id',
  boardTitle: 'Enter the column’s name',
  boardTitleTaken: 'A column of this name already exists; choose another name',
  itemTitle: 'Enter the card’s title',
  boardName: 'Choose the column of the card',
  dueDate: 'Enter a real date as YYYY-MM-DD',
  label: 'Labels have at most 30 characters each, and a card at most 10',
  member: 'Choose members among the office’s users',
  ids: 'Give each id once',
  otherKanban: 'Some of these ids belong to another board',
  stale: 'Someone else changed this card meanwhile; reload it',
  comment: 'Write the comment',
  boardNameMissing: 'Enter the board’s name',
  team: 'Choose one of your teams',
  case: 'Choose a case you can open',
  officeKanban: 'The office’s board can’t be deleted',
} as const;

const title = (message: string) => trimmedString(1, 120, { min: message, max: 'Use at most 120 characters' });

const plainDate = z.string().check(z.refine(isCalendarDate, { error: KANBAN_TEXT.dueDate }));

const distinctIds = z.array(positiveInt).check(
  z.maxLength(5000),
  z.refine((ids) => new Set(ids).size === ids.length, { error: KANBAN_TEXT.ids }),
);

/** A spec §3 board: a column with its cards' ids in their order. */
export const kanbanBoardSchema = z.object({ id: z.int(), title: z.string(), itemsIds: z.array(z.int()) });
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>;

/** A card's member as spec §3 shows it (`img`, `name`), with the user's `id` added. */
export const kanbanMemberSchema = z.object({ id: z.int(), name: z.string(), img: z.nullable(z.string()) });
export type KanbanMember = z.infer<typeof kanbanMemberSchema>;

/**
 * A spec §3 item. `comments` is the spec's free text of the card (the screens call it the description);
 * `commentsCount` counts the comments of its thread (`…/item/{id}/comments`); `attachments` counts its files; `image`
 * is the cover's URL, '' when none. Added: `boardId`, `caseId` (a linked legal case) and `version` (sent back
 * on update; 409 when stale).
 */
export const kanbanItemSchema = z.object({
  id: z.int(),
  boardId: z.int(),
  title: z.string(),
  dueDate: z.nullable(z.string()),
  labels: z.array(z.string()),
  members: z.array(kanbanMemberSchema),
  comments: z.string(),
  commentsCount: z.int(),
  attachments: z.int(),
  image: z.string(),
  caseId: z.nullable(z.int()),
  /** The linked case's file number and title, when the reader may open it (null otherwise or when none). */
  case: z.nullable(z.object({ id: z.int(), fileNumber: z.string(), title: z.string() })),
  version: z.int(),
});
export type KanbanItem = z.infer<typeof kanbanItemSchema>;

/**
 * A kanban: the office's (one, `scope: 'office'`), one someone made for the whole office (`'own'`), a team's
 * (`'team'`, seen by its members) or a legal case's (`'case'`, seen by whoever may open the case).
 */
export const KANBAN_SCOPES = ['office', 'own', 'team', 'case'] as const;
export const kanbanSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  scope: z.enum(KANBAN_SCOPES),
  teamId: z.nullable(z.int()),
  caseId: z.nullable(z.int()),
});
export type KanbanSummary = z.infer<typeof kanbanSummarySchema>;

/** `GET /api/apps/kanban?kanbanId=` (the office's kanban when absent) → spec §7 `{ boards, items }`, plus which kanban. */
export const kanbanQuerySchema = z.object({ kanbanId: z.optional(positiveIntSchema) });
export const kanbanResponseSchema = z.object({
  kanban: kanbanSummarySchema,
  boards: z.array(kanbanBoardSchema),
  items: z.array(kanbanItemSchema),
});
export type KanbanResponse = z.infer<typeof kanbanResponseSchema>;

/**
 * `GET /api/apps/kanban/kanbans` → the kanbans the user may open (the office's, the office-wide ones, their teams',
 * and the 50 latest of the cases they may open); `POST` makes one with the default columns — a team's when `teamId`
 * is given (one of the user's teams), else one for the whole office.
 */
export const kanbanListResponseSchema = z.object({ kanbans: z.array(kanbanSummarySchema) });
export const kanbanCreateBodySchema = z.object({
  title: title(KANBAN_TEXT.boardNameMissing),
  teamId: z.optional(z.nullable(positiveInt)),
});

/** `POST /api/apps/kanban/kanbans/case` `{ caseId }` → the case's kanban (201 when made now, 200 when it existed). */
export const kanbanCaseBodySchema = z.object({ caseId: positiveInt });

/** `GET /api/apps/kanban/teams` → the teams the user may make a board for (their own; every team for an admin). */
export const kanbanTeamsResponseSchema = z.object({ teams: z.array(z.object({ id: z.int(), name: z.string() })) });

/** `GET /api/apps/kanban/cases?q=` → a few cases the user may open, to link a card to (the global search's). */
export const kanbanCasesQuerySchema = z.object({ q: trimmedString(0, 120) });
export const kanbanCasesResponseSchema = z.object({
  cases: z.array(z.object({ id: z.int(), fileNumber: z.string(), title: z.string() })),
});
export type KanbanCaseRef = z.infer<typeof kanbanCasesResponseSchema>['cases'][number];

/** `POST /api/apps/kanban/board/add` `{ title }` → 201 the column; a title the kanban already has → 400 on `title`. */
export const kanbanBoardAddBodySchema = z.object({
  title: title(KANBAN_TEXT.boardTitle),
  kanbanId: z.optional(positiveInt),
});

/** `PUT /api/apps/kanban/board/rename` `{ boardId, newName }` → 201 the column. */
export const kanbanBoardRenameBodySchema = z.object({ boardId: positiveInt, newName: title(KANBAN_TEXT.boardTitle) });

/**
 * `PUT /api/apps/kanban/board/state-update`: the kanban's column ids in their new order — the spec's clients send
 * the bare list, ours `{ ids }`; both are accepted. Columns missing from the list keep their place.
 */
export const kanbanBoardOrderBodySchema = z.union([distinctIds, z.object({ ids: distinctIds })]);
/** The answer of the board state-update: the kanban's columns in their order (empty when no listed id exists). */
export const kanbanBoardListSchema = z.object({ boards: z.array(kanbanBoardSchema) });

/** `POST /api/apps/kanban/item/add` `{ itemTitle, boardName, boardId }` → 201 the card, last in its column. */
export const kanbanItemAddBodySchema = z.object({
  itemTitle: title(KANBAN_TEXT.itemTitle),
  boardName: trimmedString(1, 120, { min: KANBAN_TEXT.boardName }),
  boardId: positiveInt,
});

/**
 * `PUT /api/apps/kanban/item/update` `{ item }`: merges the fields given into the card → 201 the card. `members` of
 * the spec's item (pictures and names) is display data and ignored; members are set by `memberIds`.
 */
export const kanbanItemUpdateBodySchema = z.object({
  item: z.object({
    id: positiveInt,
    title: z.optional(title(KANBAN_TEXT.itemTitle)),
    dueDate: z.optional(z.nullable(plainDate)),
    labels: z.optional(
      z.array(trimmedString(1, 30, { max: KANBAN_TEXT.label })).check(z.maxLength(10, KANBAN_TEXT.label)),
    ),
    memberIds: z.optional(z.array(positiveInt).check(z.maxLength(20, KANBAN_TEXT.member))),
    comments: z.optional(trimmedString(0, 5000)),
    caseId: z.optional(z.nullable(positiveInt)),
    version: z.optional(positiveInt),
  }),
});
export type KanbanItemUpdate = z.input<typeof kanbanItemUpdateBodySchema>['item'];

/**
 * `PUT /api/apps/kanban/item/state-update` `{ boardId, ids }`: the column's card ids in their new order. A card of
 * another column listed here moves into it; a card of the column left out stays where it is (another client may
 * have added it meanwhile), so two people moving cards at once never lose or reorder a card they did not touch.
 */
export const kanbanItemOrderBodySchema = z.object({ boardId: positiveInt, ids: distinctIds });
// Its answer is the column (`kanbanBoardSchema`) with its cards' ids in their new order.

/** `GET/POST /api/apps/kanban/item/{id}/comments`: a card's comment thread, oldest first. */
export const kanbanCommentSchema = z.object({
  id: z.int(),
  body: z.string(),
  createdAt: z.string(),
  author: kanbanMemberSchema,
});
export type KanbanComment = z.infer<typeof kanbanCommentSchema>;
export const kanbanCommentsResponseSchema = z.object({ comments: z.array(kanbanCommentSchema) });
export const kanbanCommentBodySchema = z.object({ body: trimmedString(1, 5000, { min: KANBAN_TEXT.comment }) });

/** `GET /api/apps/kanban/members`: the office's users a card may be given to. */
export const kanbanMembersResponseSchema = z.object({ members: z.array(kanbanMemberSchema) });
