import {
  isImageType,
  KANBAN_ATTACHMENT_TEXT,
  KANBAN_TEXT,
  kanbanAttachmentUrl,
  type KanbanAttachment,
} from '@mizan/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { checkUpload } from '../../lib/file-types.ts';
import { kanbanAttachmentFiles, kanbanAttachments } from './kanban.attachments.table.ts';
import { kanbanItems } from './kanban.table.ts';

/**
 * Who may open which card: the kanban's own rule (`access.item`: the card's kanban, 404 for a card on a kanban the
 * actor can't open).
 */
export interface KanbanItemAccess<Actor> {
  item(actor: Actor, itemId: number): Promise<{ id: number }>;
}

/** Told after a card's attachments or cover changed: its kanban and who (the service signals it live). */
export type KanbanChanged = (kanbanId: number, by: number) => void;

export interface AttachmentUpload {
  fileName: string;
  bytes: Buffer;
  /** Make it the card's cover (then it must be an image). */
  cover?: boolean;
}

type Row = typeof kanbanAttachments.$inferSelect;
const toAttachment = (row: Row): KanbanAttachment => ({
  id: row.id,
  itemId: row.itemId,
  fileName: row.fileName,
  mimeType: row.mimeType,
  size: row.size,
  checksum: row.checksum,
  url: kanbanAttachmentUrl(row.itemId, row.id),
  cover: row.cover,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/** Locks the card's row for the transaction (cover changes of one card run one after another); 404 when gone. */
async function lockItem(tx: Db, itemId: number): Promise<void> {
  const [row] = await tx
    .select({ id: kanbanItems.id })
    .from(kanbanItems)
    .where(eq(kanbanItems.id, itemId))
    .for('no key update');
  if (!row) throw notFound(KANBAN_TEXT.itemNotFound);
}

/**
 * A card's attachments, stored as the legal documents are (metadata in `kanban_attachments`, bytes in
 * `kanban_attachment_files`), checked by their bytes (`lib/file-types.ts`). One image may be the card's cover; the
 * kanban's read gives the count and the cover's URL (`kanban.read.ts`).
 */
export function createKanbanAttachments<Actor extends { id: number }>(
  db: Db,
  access: KanbanItemAccess<Actor>,
  changed: KanbanChanged = () => undefined,
) {
  /** Runs a change of the card's files, then says its kanban changed. */
  async function changing<T>(actor: Actor, itemId: number, write: () => Promise<T>): Promise<T> {
    const kanban = await access.item(actor, itemId);
    const result = await write();
    changed(kanban.id, actor.id);
    return result;
  }

  async function one(tx: Db, itemId: number, attachmentId: number): Promise<Row> {
    const [row] = await tx
      .select()
      .from(kanbanAttachments)
      .where(and(eq(kanbanAttachments.id, attachmentId), eq(kanbanAttachments.itemId, itemId)));
    if (!row) throw notFound(KANBAN_ATTACHMENT_TEXT.notFound);
    return row;
  }

  /** Makes `attachmentId` the card's only cover (none when undefined), in a transaction holding the card's lock. */
  async function putCover(tx: Db, itemId: number, attachmentId: number | undefined): Promise<void> {
    await tx
      .update(kanbanAttachments)
      .set({ cover: false })
      .where(
        and(
          eq(kanbanAttachments.itemId, itemId),
          eq(kanbanAttachments.cover, true),
          attachmentId === undefined ? undefined : ne(kanbanAttachments.id, attachmentId),
        ),
      );
    if (attachmentId !== undefined) {
      await tx.update(kanbanAttachments).set({ cover: true }).where(eq(kanbanAttachments.id, attachmentId));
    }
  }

  return {
    /** 404 unless the actor may open the card (before an upload is read). */
    async checkItem(actor: Actor, itemId: number): Promise<void> {
      await access.item(actor, itemId);
    },

    /** The card's attachments, newest first (metadata, no bytes). */
    async list(actor: Actor, itemId: number): Promise<KanbanAttachment[]> {
      await access.item(actor, itemId);
      const rows = await db
        .select()
        .from(kanbanAttachments)
        .where(eq(kanbanAttachments.itemId, itemId))
        .orderBy(desc(kanbanAttachments.createdAt), desc(kanbanAttachments.id));
      return rows.map(toAttachment);
    },

    /** Stores a file checked by its bytes; refused types and sizes → 400 on `file`. */
    async upload(actor: Actor, itemId: number, upload: AttachmentUpload): Promise<KanbanAttachment> {
      return changing(actor, itemId, async () => {
        const { fileName, mimeType, bytes, checksum } = checkUpload(upload);
        if (upload.cover && !isImageType(mimeType)) throw fieldError('file', KANBAN_ATTACHMENT_TEXT.notImage);

        return db.transaction(async (tx) => {
          await lockItem(tx, itemId);
          const [row] = await tx
            .insert(kanbanAttachments)
            .values({ itemId, fileName, mimeType, size: bytes.length, checksum, createdBy: actor.id })
            .returning();
          await tx.insert(kanbanAttachmentFiles).values({ attachmentId: row!.id, bytes });
          if (upload.cover) await putCover(tx, itemId, row!.id);
          return toAttachment({ ...row!, cover: upload.cover === true });
        });
      });
    },

    /** The attachment and its exact bytes. */
    async file(actor: Actor, itemId: number, attachmentId: number): Promise<KanbanAttachment & { bytes: Buffer }> {
      await access.item(actor, itemId);
      const [found] = await db
        .select({ row: kanbanAttachments, bytes: kanbanAttachmentFiles.bytes })
        .from(kanbanAttachments)
        .innerJoin(kanbanAttachmentFiles, eq(kanbanAttachmentFiles.attachmentId, kanbanAttachments.id))
        .where(and(eq(kanbanAttachments.id, attachmentId), eq(kanbanAttachments.itemId, itemId)));
      if (!found) throw notFound(KANBAN_ATTACHMENT_TEXT.notFound);
      return { ...toAttachment(found.row), bytes: found.bytes };
    },

    /** Deletes the attachment and its bytes; when it was the cover, the card has none any more. */
    async remove(actor: Actor, itemId: number, attachmentId: number): Promise<void> {
      await changing(actor, itemId, () =>
        db.transaction(async (tx) => {
          await lockItem(tx, itemId);
          await one(tx, itemId, attachmentId);
          await tx.delete(kanbanAttachments).where(eq(kanbanAttachments.id, attachmentId)); // bytes go too (cascade)
        }),
      );
    },

    /** One of the card's images becomes its cover → the card's new `image`; another file → 400 on attachmentId. */
    async setCover(actor: Actor, itemId: number, attachmentId: number): Promise<{ image: string }> {
      return changing(actor, itemId, () =>
        db.transaction(async (tx) => {
          await lockItem(tx, itemId);
          const row = await one(tx, itemId, attachmentId);
          if (!isImageType(row.mimeType)) throw fieldError('attachmentId', KANBAN_ATTACHMENT_TEXT.notImage);
          await putCover(tx, itemId, attachmentId);
          return { image: kanbanAttachmentUrl(itemId, attachmentId) };
        }),
      );
    },

    /** The card has no cover any more (its attachments stay). */
    async clearCover(actor: Actor, itemId: number): Promise<void> {
      await changing(actor, itemId, () =>
        db.transaction(async (tx) => {
          await lockItem(tx, itemId);
          await putCover(tx, itemId, undefined);
        }),
      );
    },
  };
}
