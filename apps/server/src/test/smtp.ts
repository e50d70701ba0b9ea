import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createTransport, type Transporter } from 'nodemailer';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: MAIL FROM and RCPT TO. */
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  /** The files the mail carries, decoded. */
  attachments: { filename: string | null; mimeType: string; content: Buffer }[];
  /** The raw message as received (headers encoded as they travelled). */
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://user:password@127.0.0.1:<port>`: what SMTP_URL would hold. */
  url: string;
  /** Every mail accepted so far, in order. */
  received: ReceivedMail[];
  /** The next mail accepted (at once if one arrived since the last call): waits on the server, never on a clock. */
  nextMail(): Promise<ReceivedMail>;
  /** Answers every RCPT TO with this SMTP error from now on (`451` = try again later); null accepts again. */
  refuseRecipients(code: number | null, message?: string): void;
  /** A nodemailer transport to this server. */
  transport(): Transporter;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (port 0, plain SMTP, AUTH PLAIN/LOGIN required with the URL's user and
 * password), so mail goes through nodemailer's whole SMTP exchange; each message is parsed with postal-mime before the
 * server answers 250, so a resolved `sendMail` means the mail is in `received`.
 */
export async function startSmtpServer({ user = 'mizan', password = 'smtp-secret' } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let consumed = 0;
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let refusal: { code: number; message: string } | null = null;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw).then(
          (email) => {
            const mail: ReceivedMail = {
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: email.from?.address ?? '',
              to: (email.to ?? []).map((to) => to.address ?? ''),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html,
              attachments: email.attachments.map((file) => ({
                filename: file.filename,
                mimeType: file.mimeType,
                content:
                  typeof file.content === 'string'
                    ? Buffer.from(file.content, 'base64')
                    : Buffer.from(new Uint8Array(file.content)),
              })),
              raw: raw.toString('latin1'),
            };
            received.push(mail);
            const waiter = waiting.shift();
            if (waiter) {
              consumed++;
              waiter(mail);
            }
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const transports: Transporter[] = [];

  return {
    url,
    received,
    nextMail() {
      const ready = received[consumed];
      if (ready) {
        consumed++;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    refuseRecipients(code, message = 'Mailbox busy, try again later') {
      refusal = code === null ? null : { code, message };
    },
    transport() {
      const transport = createTransport(url);
      transports.push(transport);
      return transport;
    },
    async close() {
      for (const transport of transports) transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
