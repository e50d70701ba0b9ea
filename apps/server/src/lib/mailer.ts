import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Queues the mail in `mail_outbox`, in the caller's transaction when given: the mail exists only if what caused it does. */
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
    async send(mail, tx = db) {
      await tx
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
      queued++;
    },
    get queued() {
      return queued;
    },
  };
}
