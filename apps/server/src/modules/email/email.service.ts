import { EMAIL_PEOPLE_LIMIT, type EmailListQuery, type EmailPerson, type EmailUpdateBody } from '@mizan/contracts';
import type { EmailActor } from './email.cases.ts';
import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listActiveUserAddresses } from '../../lib/office-users.ts';
import { listEmails, readAttachment, readEmail } from './email.read.ts';
import { emails } from './email.table.ts';
import { updateEmails } from './email.write.ts';
import { createCompose } from './email.compose.ts';
import { startInboundSmtp, type InboundSmtp } from '../../lib/inbound-smtp.ts';
import { createDelivery, INBOUND_MAX_BYTES } from './email.delivery.ts';
import type { Outbound } from './email.outbound.ts';
import { domainOf, sweepAttachments } from './email.store.ts';

export interface EmailOptions {
  /** The clock (tests move it). */
  now?: () => Date;
  /** How long a sent message is held for undo (EMAIL_UNDO_SECONDS; 5 by default). */
  undoSeconds?: number;
  /** Where mail to outside addresses goes; null (the default): nowhere, so sending to them is refused. */
  outbound?: Outbound;
  /** The From of the office's mail (`Mizan <no-reply@office.example>`): its domain names new Message-IDs. */
  mailFrom?: string;
  log?: { info: (object: object, message: string) => void; warn: (object: object, message: string) => void };
  /** The legal contacts with an address matching `q` that the actor may read (the composer's suggestions). */
  contacts?: (actor: EmailActor, q: string, limit: number) => Promise<EmailPerson[]>;
  /** Called with the rows an incoming message became and its subject (files it to the case its subject names). */
  filed?: (emailIds: readonly number[], subject: string) => Promise<unknown>;
}

const quiet = { info: () => {}, warn: () => {} };

/**
 * The mail area. Every call names the mailbox's owner (the signed-in user): mail is personal, rights on the subject
 * don't widen it, and another user's email answers 404 like one that doesn't exist.
 */
export function createEmailService(db: Db, options: EmailOptions = {}) {
  const now = options.now ?? (() => new Date());
  const outbound = options.outbound ?? null;
  const domain = domainOf(options.mailFrom ?? 'mizan.local');
  const log = options.log ?? quiet;
  const delivery = createDelivery(db, { now, outbound, domain, log, filed: options.filed });
  // A timer per hold, and one for the outgoing queue's next try: each delivers or sends whatever is due then (a claim
  // makes each go once, whichever timer or server gets it).
  const timers = new Set<NodeJS.Timeout>();
  const listeners = new Set<InboundSmtp>();
  let retry: { at: number; timer: NodeJS.Timeout } | undefined;
  const at = (when: Date, run: () => void) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        run();
      },
      Math.max(0, when.getTime() - now().getTime()) + 50,
    );
    timer.unref();
    timers.add(timer);
    return timer;
  };
  /** Delivers and sends what is due, then sets the timer of the queue's next try (when sooner than the one set). */
  const deliverDue = async (when?: Date) => {
    const delivered = await delivery.deliverDue(when);
    const next = await delivery.nextAttempt();
    if (next && (!retry || next.getTime() < retry.at)) {
      if (retry) clearTimeout(retry.timer);
      retry = { at: next.getTime(), timer: at(next, () => ((retry = undefined), void safely())) };
    }
    return delivered;
  };
  const safely = () =>
    deliverDue().catch((error: unknown) => {
      log.warn({ err: error }, 'E-mail delivery failed');
      return 0;
    });
  const held = (until: Date) => void at(until, () => void safely());
  const compose = createCompose(db, {
    now,
    undoSeconds: options.undoSeconds ?? 5,
    canSendOutside: outbound !== null,
    domain,
    held,
  });
  return {
    ...compose,
    /**
     * The composer's suggestions: the office's active users; with `q`, those whose name or address holds it and the
     * legal contacts that do (given by the legal cases, to whom may read them).
     */
    async people(actor: EmailActor, q?: string) {
      if (!q) return { people: await listActiveUserAddresses(db) };
      const [office, contacts] = await Promise.all([
        listActiveUserAddresses(db, q, EMAIL_PEOPLE_LIMIT),
        options.contacts?.(actor, q, EMAIL_PEOPLE_LIMIT) ?? [],
      ]);
      const seen = new Set(office.map((person) => person.email.toLowerCase()));
      return { people: [...office, ...contacts.filter((person) => !seen.has(person.email.toLowerCase()))] };
    },
    /** Delivers the held messages whose hold has ended (at start, by the timers, by tests). */
    deliverDue,
    /**
     * At start: delivers the messages whose hold ended while the server was down (and sends the outgoing mail due),
     * and sets the timers of the next hold still running (a restart within a hold) and of the queue's next try.
     * Answers how many held messages went and when the next goes.
     */
    async resume(): Promise<{ delivered: number; next: Date | null }> {
      const delivered = await deliverDue();
      const [row] = await db
        .select({
          next: sql<Date | null>`min(${emails.heldUntil})`.mapWith((value) => (value ? new Date(value) : null)),
        })
        .from(emails)
        .where(isNotNull(emails.heldUntil));
      const next = row?.next ?? null;
      if (next) held(next);
      return { delivered, next };
    },
    /** Housekeeping (hourly, with the app's prune): abandoned uploads and bytes nothing points at any more. */
    sweep: (at = now()) => sweepAttachments(db, at),
    /** Incoming mail (the SMTP listener). */
    receive: delivery.receive,
    accepts: delivery.accepts,
    /** Starts the incoming mail server (INBOUND_SMTP_PORT); it stops with `close`. */
    async listen(port: number, host?: string): Promise<InboundSmtp> {
      const server = await startInboundSmtp({
        port,
        host,
        maxBytes: INBOUND_MAX_BYTES,
        accepts: delivery.accepts,
        receive: delivery.receive,
        log,
      });
      listeners.add(server);
      return server;
    },
    /** Stops the hold timers and the incoming mail server (the app's close). */
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      retry = undefined;
      await Promise.all([...listeners].map((server) => server.close()));
      listeners.clear();
    },

    list: (ownerId: number, query: EmailListQuery) => listEmails(db, ownerId, query),
    read: (ownerId: number, id: number) => readEmail(db, ownerId, id),
    update: async (ownerId: number, body: EmailUpdateBody) => ({ emails: await updateEmails(db, ownerId, body) }),

    /** An attachment of one of the owner's emails (or their upload), with its bytes; 404 otherwise. */
    attachment: (ownerId: number, attachmentId: number) => readAttachment(db, attachmentId, { ownerId }),
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
