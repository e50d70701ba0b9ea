import type { Db } from '../db/client.ts';
import { mailOutbox, mailOutboxAttachments } from '../db/schema.ts';

/** A file the mail carries (an invoice's PDF), stored with the mail until it is sent. */
export interface MailAttachment {
  /** The name the recipient sees: `INV-2026-0001.pdf`. */
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /**
   * Queues the mail in `mail_outbox` (its attachments beside it), in the caller's transaction when given: the mail
   * exists only if what caused it does.
   */
  send(mail: Mail, tx?: Db): Promise<void>;
  /**
   * How many mails this process has queued so far. A request that sees it grow while it ran queued mail, and kicks
   * the dispatcher once its response is out (after its transaction committed).
   */
  readonly queued: number;
}

/** Writes mail to the outbox only; the dispatcher (`mail-dispatcher.ts`) sends it. Nothing of the mail is logged. */
export function createOutboxMailer(db: Db): Mailer {
  let queued = 0;
  return {
    async send(mail, tx) {
      const attachments = mail.attachments ?? [];
      const write = async (inner: Db) => {
        const [row] = await inner
          .insert(mailOutbox)
          .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
          .returning({ id: mailOutbox.id });
        if (attachments.length === 0) return;
        await inner.insert(mailOutboxAttachments).values(
          attachments.map(({ filename, contentType, content }) => ({
            mailId: row!.id,
            filename,
            contentType,
            content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
          })),
        );
      };
      // A mail and its files are written together: in the caller's transaction, or in one of their own.
      await (tx ? write(tx) : attachments.length > 0 ? db.transaction(write) : write(db));
      queued++;
    },
    get queued() {
      return queued;
    },
  };
}
