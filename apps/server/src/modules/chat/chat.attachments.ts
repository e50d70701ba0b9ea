import { CHAT_ATTACHMENT_TEXT, type ChatAttachment } from '@mizan/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { CheckedUpload } from '../../lib/file-types.ts';
import { chatAttachmentFiles, chatAttachments } from './chat.attachments.table.ts';
import { chatMembers, chatMessages } from './chat.table.ts';

/** A message's files by message id (none: no entry). */
export type FilesByMessage = ReadonlyMap<number, ChatAttachment[]>;
export const NO_FILES: FilesByMessage = new Map();

const attachmentColumns = {
  id: chatAttachments.id,
  fileName: chatAttachments.fileName,
  mimeType: chatAttachments.mimeType,
  size: chatAttachments.size,
};

/** Stores a new message's files (in its transaction), answering them as its `attachments`. */
export async function insertFiles(
  tx: Db,
  messageId: number,
  files: readonly CheckedUpload[],
): Promise<ChatAttachment[]> {
  const stored: ChatAttachment[] = [];
  for (const file of files) {
    const [row] = await tx
      .insert(chatAttachments)
      .values({
        messageId,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.bytes.length,
        checksum: file.checksum,
      })
      .returning(attachmentColumns);
    await tx.insert(chatAttachmentFiles).values({ attachmentId: row!.id, bytes: file.bytes });
    stored.push(row!);
  }
  return stored;
}

/**
 * The files of these messages (metadata, no bytes), by message: one query for a whole page, list or search, so a read
 * costs one lookup more whatever its size. One array parameter, as `chatsOf`'s last messages.
 */
export async function attachmentsOf(db: Db, messageIds: readonly number[]): Promise<FilesByMessage> {
  const found = new Map<number, ChatAttachment[]>();
  if (messageIds.length === 0) return found;
  const rows = await db
    .select({ messageId: chatAttachments.messageId, ...attachmentColumns })
    .from(chatAttachments)
    .where(sql`${chatAttachments.messageId} = any(${`{${[...new Set(messageIds)].join(',')}}`}::int[])`)
    .orderBy(chatAttachments.messageId, chatAttachments.id);
  for (const { messageId, ...attachment } of rows) {
    const list = found.get(messageId);
    if (list) list.push(attachment);
    else found.set(messageId, [attachment]);
  }
  return found;
}

/**
 * A file and its bytes, for a member of its message's chat only: anyone else gets the 404 of an unknown id (another's
 * file is as unknown as one that doesn't exist).
 */
export async function attachmentFile(db: Db, me: number, id: number) {
  const [found] = await db
    .select({ ...attachmentColumns, checksum: chatAttachments.checksum, bytes: chatAttachmentFiles.bytes })
    .from(chatAttachments)
    .innerJoin(chatAttachmentFiles, eq(chatAttachmentFiles.attachmentId, chatAttachments.id))
    .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
    .innerJoin(chatMembers, and(eq(chatMembers.chatId, chatMessages.chatId), eq(chatMembers.userId, me)))
    .where(eq(chatAttachments.id, id));
  if (!found) throw notFound(CHAT_ATTACHMENT_TEXT.notFound);
  return found;
}
