import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { ERROR_TEXT, OFFICE_TIME_ZONE_DEFAULT } from '@mizan/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/client.ts';
import { HttpError } from './lib/errors.ts';
import { withLogRedaction } from './lib/log-redaction.ts';
import type { MailOptions } from './lib/mail-transport.ts';
import { wireMailDispatch } from './lib/mail-wiring.ts';
import { createOutboxMailer } from './lib/mailer.ts';
import './lib/messages/zod-messages.ts'; // zod's issues in plain words, for every schema of the server
import { createSessionStore } from './lib/sessions.ts';
import { createTwoFactor } from './lib/two-factor.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAuthService, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './modules/auth/auth.service.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { createLiveService, type LiveOptions } from './modules/live/live.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createOfficeService } from './modules/office/office.service.ts';
import { officeRoutes } from './modules/office/office.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createRolesService } from './modules/roles/roles.service.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { createPermissionsService } from './modules/permissions/permissions.service.ts';
import { permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createUserSearchFinder } from './modules/users/users.search.ts';
import { createCaseSearchFinder } from './modules/legal-cases/cases.find.ts';
import { legalCasesRoutes, type LegalCasesSettings } from './modules/legal-cases/legal-cases.routes.ts';
import { createEcommerceSearchFinder } from './modules/ecommerce/ecommerce.find.ts';
import { ecommerceRoutes } from './modules/ecommerce/ecommerce.routes.ts';
import { publishDueProducts } from './modules/ecommerce/scheduled-products.ts';
import { createOrderBilling } from './modules/ecommerce/orders.billing.ts';
import { readStoreSettings, storeCurrency } from './modules/ecommerce/store.ts';
import { createCaseBilling } from './modules/legal-cases/cases.billing.ts';
import { createCaseCalendarSource } from './modules/legal-cases/calendar-source.ts';
import { createCaseRefs } from './modules/legal-cases/case-refs.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { createInvoicesService } from './modules/invoices/invoices.service.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { sendDueCalendarReminders } from './modules/calendar/calendar.reminders.ts';
import { createCalendarService } from './modules/calendar/calendar.service.ts';
import { kanbanRoutes } from './modules/kanban/kanban.routes.ts';
import { createKanbanService } from './modules/kanban/kanban.service.ts';
import { createEmailCases } from './modules/email/email.cases.ts';
import { emailCaseRoutes } from './modules/email/email.cases.routes.ts';
import { emailRoutes } from './modules/email/email.routes.ts';
import { createEmailService, type EmailOptions } from './modules/email/email.service.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import type { LivePublisher } from './lib/live-port.ts';
import { sendDueTaskReminders, type NotifyWithin } from './modules/legal-cases/task-reminders.ts';
import access from './plugins/access.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import inputGuard from './plugins/input-guard.ts';
import security from './plugins/security.ts';
import web from './plugins/web.ts';

export interface AppOptions {
  db: Db;
  logger?: FastifyServerOptions['logger'];
  sessionTtlDays?: number;
  cookieSecure?: boolean;
  /** The built web app to serve; null or a missing folder serves the API only. */
  webDist?: string | null;
  /** Origin used in e-mailed links. */
  publicUrl?: string;
  /** Sign-in limits; tests use small numbers. `perIp` also caps register / forgot / reset per address. */
  loginLimits?: Partial<LoginLimits>;
  trustProxy?: boolean;
  /** How often to forget old sign-in attempts, spent links and ended sessions; 0 never. */
  pruneEveryMs?: number;
  /**
   * Settles when the database is migrated and bootstrapped. Until then API calls wait (pages are served at once);
   * if it fails they answer 503.
   */
  databaseReady?: Promise<unknown>;
  /**
   * Legal cases' office rules: weekend days, appeal days and the country profile of contacts' IDs and phones
   * (defaults: Fri–Sat, 30, SA). The time zone is an office setting (`PUT /api/office/settings`).
   */
  legalCases?: Partial<LegalCasesSettings>;
  /**
   * Whether anyone may create their own account until an administrator saves the office setting: main.ts opens it
   * with the demo data outside production. Closed when not given.
   */
  publicRegistration?: boolean;
  /**
   * Where queued mail goes (`mailOptionsFromConfig`); the app closes the transport. Without it mail stays in
   * `mail_outbox` unsent (the tests read it there).
   */
  mail?: MailOptions;
  /** The mail client: undo-send hold (EMAIL_UNDO_SECONDS), and for tests a clock and an outgoing transport. */
  email?: Pick<EmailOptions, 'undoSeconds' | 'now' | 'outbound'> & {
    /** The incoming mail server (INBOUND_SMTP_PORT): started with the app, closed with it. */
    inboundSmtp?: { port: number; host?: string };
  };
  /** The live socket's presence timing (away after 5 min without a user frame, 30 s heartbeat); tests shorten it. */
  presence?: Pick<LiveOptions, 'awayAfterMs' | 'heartbeatMs'>;
  /** Where the areas' live events go; tests record them. By default the live layer (modules/live). */
  live?: LivePublisher;
}

/**
 * zod validates and serializes every route. Handing Fastify zod's compilers at construction keeps it from
 * loading its default JSON-schema ones (ajv, fast-json-stringify): ~150 ms less at start-up.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

const TASK_REMINDER_EVERY_MS = 60 * 1000;
/** Stores a notification in the caller's transaction (a task reminder is marked sent in the same one). */
export const notifyWithin: NotifyWithin = (tx, notification) => createNotificationsService(tx).create(notification);

/** The whole HTTP application. Plugins first, then one line per module: this file is the table of contents. */
export async function buildApp(options: AppOptions) {
  const { db } = options;
  const cookieSecure = options.cookieSecure ?? false;
  const loginLimits = { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits };

  const app = Fastify({
    logger: withLogRedaction(options.logger),
    trustProxy: options.trustProxy ?? false,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Shared services, wired here so modules never import each other.
  // The live layer (sockets, their bus across instances, presence); a revoked session's sockets close through it.
  const liveService = createLiveService(db, {
    resolve: (token) => sessions.resolve(token),
    warn: (error, message) => app.log.warn({ err: error }, message),
    ...options.presence,
  });
  const rightsChanged = liveService.rightsChanged;
  const sessions = createSessionStore(db, {
    ttlDays: options.sessionTtlDays ?? 30,
    ended: (tx, ids) => liveService.sessionsEnded(tx, ids),
  });
  const mailer = createOutboxMailer(db);
  const notifications = createNotificationsService(db, options.live ?? liveService.publisher);
  // Reminders are stored in the caller's transaction and rung live with it.
  const notifyLive: NotifyWithin = (tx, notification) =>
    createNotificationsService(tx, options.live ?? liveService.publisher).create(notification);
  const twoFactor = createTwoFactor(db);
  const office = createOfficeService(db, {
    publicRegistration: options.publicRegistration ?? false,
    timeZone: OFFICE_TIME_ZONE_DEFAULT,
  });
  const auth = createAuthService(db, {
    twoFactor,
    sessions,
    mailer,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    limits: loginLimits,
    registrationOpen: () => office.publicRegistration(),
    events: {
      signedIn: (event) => notifications.newSignIn(event),
      registered: (event) => notifications.welcome(event),
    },
  });

  // Plugins
  // Before the socket plugin's own close hook: sockets closed by the app going away are not "went offline".
  app.addHook('preClose', async () => liveService.close());
  // First: its request hook marks an upgrade before any other hook may refuse it, so a refused upgrade's socket is
  // closed after the answer.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(errors);
  const { databaseReady } = options;
  if (databaseReady) {
    // Before every other hook: nothing below may read the database before it is migrated.
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      await databaseReady.catch(() => {
        throw new HttpError(503, ERROR_TEXT.somethingWentWrong);
      });
    });
  }
  await app.register(security, { secure: cookieSecure, publicUrl: options.publicUrl });
  await app.register(inputGuard);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, ERROR_TEXT.tooManyAttempts),
  });
  await app.register(access, { sessions });
  await app.register(docs);
  app.addHook('onReady', async () => {
    const started = Promise.resolve(databaseReady).then(() => liveService.start());
    const logged = started.catch((error: unknown) => app.log.warn({ err: error }, 'Live layer failed to start'));
    if (!databaseReady)
      await started; // without a migration to wait for, the listener is up when the app is ready
    else void logged;
  });
  const mailDispatcher = wireMailDispatch(app, { db, mailer, mail: options.mail });

  // Modules
  await app.register(authRoutes, { auth, cookieSecure, perIpLimit: loginLimits.perIp });
  await app.register(accountRoutes, { account: createAccountService({ db, sessions, twoFactor }), cookieSecure });
  await app.register(profileRoutes, { profile: createProfileService(db) });
  await app.register(searchRoutes, {
    search: createSearchService({
      finders: [createCaseSearchFinder(db), createEcommerceSearchFinder(db), createUserSearchFinder(db)],
    }),
  });
  await app.register(notificationsRoutes, { notifications });
  await app.register(rolesRoutes, { roles: createRolesService(db, { rightsChanged }) });
  await app.register(permissionsRoutes, { permissions: createPermissionsService(db, { rightsChanged }) });
  await app.register(usersRoutes, {
    users: createUsersService(db, {
      sessions,
      rightsChanged,
      sendPasswordLink: auth.sendPasswordLink,
      latestNotifications: async (userId) =>
        (await notifications.latest(userId)).map(({ link: _link, ...rest }) => rest),
    }),
  });
  await app.register(officeRoutes, { office });
  await app.register(legalCasesRoutes, { db, officeTimeZone: office.timeZone, settings: options.legalCases });
  await app.register(ecommerceRoutes, { db });
  // The office's own flows into invoices: each module lends its part (a case's fees, an order, its clients).
  const caseBilling = createCaseBilling(db);
  const orderBilling = createOrderBilling(db);
  await app.register(invoicesRoutes, {
    invoices: createInvoicesService({
      db,
      officeTimeZone: office.timeZone,
      storeCurrency: () => storeCurrency(db),
      mail: { mailer, publicUrl: options.publicUrl ?? 'http://localhost:3000' },
      sources: {
        cases: caseBilling,
        orders: orderBilling,
        directory: [caseBilling.findClients, orderBilling.findClients],
        vatRate: async () => (await readStoreSettings(db)).store.taxRate,
      },
    }),
  });

  const caseRefs = createCaseRefs(db);
  // A kanban changed: a passing broadcast (its id and who); those who have it open and may read it fetch it again.
  const kanbanChanged = (kanbanId: number, by: number) =>
    (options.live ?? liveService.publisher).broadcast('kanban.changed', { kanbanId, by });
  await app.register(kanbanRoutes, { kanban: createKanbanService(db, caseRefs, { changed: kanbanChanged }) });
  const emailCases = createEmailCases(db, caseRefs);
  await app.register(emailCaseRoutes, { cases: emailCases });
  const { inboundSmtp, ...emailOptions } = options.email ?? {};
  const email = createEmailService(db, {
    outbound: options.mail?.transport ?? null,
    mailFrom: options.mail?.from,
    log: app.log,
    filed: (ids, subject) => emailCases.fileBySubject(ids, subject),
    contacts: (actor, q, limit) => caseRefs.contactAddresses(actor, q, limit),
    ...emailOptions,
  });
  // Held messages whose hold ended while the server was down go at start, the others on their timers (closed with the
  // app).
  app.addHook('onReady', async () => {
    void Promise.resolve(databaseReady)
      .then(() => email.resume())
      .catch((error: unknown) => app.log.warn({ err: error }, 'E-mail delivery failed'));
    if (inboundSmtp) {
      const server = await email.listen(inboundSmtp.port, inboundSmtp.host);
      app.log.info(`Incoming mail (SMTP) on port ${server.port}`);
    }
  });
  app.addHook('onClose', async () => email.close());
  app.decorate('emailService', email);
  await app.register(emailRoutes, { email });
  const live = options.live ?? liveService.publisher;
  // Contacts' status dots come from the live layer's presence.
  const presence = async (userIds: readonly number[]) =>
    new Map((await liveService.presenceOf(userIds)).map((one) => [one.userId, one.status] as const));
  await app.register(chatRoutes, { chat: createChatService(db, { live, presence, cases: caseRefs }) });
  app.decorate('liveService', liveService);
  await app.register(liveRoutes, { live: liveService });
  await app.register(calendarRoutes, {
    calendar: createCalendarService({
      db,
      officeTimeZone: office.timeZone,
      legalSource: createCaseCalendarSource(db),
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
    }),
  });

  // The web app, last: it answers the GETs no route above claims.
  if (options.webDist) await app.register(web, { root: options.webDist });

  const pruneEveryMs = options.pruneEveryMs ?? 60 * 60 * 1000;
  if (pruneEveryMs > 0) {
    const timer = setInterval(() => {
      auth.prune().catch((error: unknown) => app.log.warn({ err: error }, 'Housekeeping failed'));
      email.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'E-mail housekeeping failed'));
      liveService.prune().catch((error: unknown) => app.log.warn({ err: error }, 'Live housekeeping failed'));
    }, pruneEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // Every minute (off with the prune timer): due case-task and calendar reminders become notifications in the
  // navbar's menu, scheduled products whose date has come go on sale, and mail due for a retry is sent.
  if (pruneEveryMs > 0) {
    const reminders = setInterval(() => {
      sendDueTaskReminders(db, new Date(), notifyLive).catch((error: unknown) =>
        app.log.warn({ err: error }, 'Task reminders failed'),
      );
      office
        .timeZone()
        .then((zone) => sendDueCalendarReminders(db, new Date(), zone, notifyLive))
        .catch((error: unknown) => app.log.warn({ err: error }, 'Calendar reminders failed'));
      publishDueProducts(db, new Date()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'Scheduled products failed'),
      );
      mailDispatcher?.kick(); // mail whose sending failed, once its retry is due
    }, TASK_REMINDER_EVERY_MS);
    reminders.unref();
    app.addHook('onClose', async () => clearInterval(reminders));
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
