import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail, tx?: Db): Promise<void>;
}

/**
 * No mail transport is configured yet: mails are written to the `mail_outbox` table (a future sender
 * picks them up) and to the server log, so a developer can follow a reset link.
 */
export function createOutboxMailer(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send(mail, tx = db) {
      await tx.insert(mailOutbox).values(mail);
      log.info({ mail }, `E-mail to ${mail.to} queued in mail_outbox: ${mail.subject}`);
    },
  };
}
