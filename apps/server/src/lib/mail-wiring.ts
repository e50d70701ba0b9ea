import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { createMailDispatcher, type MailDispatcher } from './mail-dispatcher.ts';
import type { MailOptions } from './mail-transport.ts';
import type { Mailer } from './mailer.ts';

/** The app's dispatcher, for tests that wait for it: `app.getDecorator<MailDispatcher | null>(MAIL_DISPATCHER)`. */
export const MAIL_DISPATCHER = 'mailDispatcher';

/**
 * Starts sending the outbox from this app: a request that queued mail kicks the dispatcher once its response is out
 * (its transaction has committed by then); the app's periodic sweep (app.ts) kicks it for retries. Closing the app
 * waits for the current run and closes the transport. Without mail options the outbox is only written (tests read it);
 * with a null transport the server warns once that mail is not sent.
 */
export function wireMailDispatch(
  app: FastifyInstance,
  { db, mailer, mail }: { db: Db; mailer: Mailer; mail: MailOptions | undefined },
): MailDispatcher | null {
  let dispatcher: MailDispatcher | null = null;
  if (mail?.transport === null) {
    app.log.warn(
      'SMTP_URL is not set: e-mails (password-reset links among them) stay in the mail_outbox table, unsent.',
    );
  } else if (mail) {
    const { transport } = mail;
    const started = createMailDispatcher({ db, transport, from: mail.from, log: app.log });
    // What the mailer had queued when each request came in: more at its response means the request queued mail.
    const queuedAtStart = new WeakMap<FastifyRequest, number>();
    app.addHook('onRequest', async (request) => {
      queuedAtStart.set(request, mailer.queued);
    });
    app.addHook('onResponse', async (request) => {
      if (mailer.queued !== queuedAtStart.get(request)) started.kick();
    });
    app.addHook('onClose', async () => {
      await started.close();
      if (transport !== 'log') transport.close();
    });
    dispatcher = started;
  }
  app.decorate(MAIL_DISPATCHER, dispatcher);
  return dispatcher;
}
