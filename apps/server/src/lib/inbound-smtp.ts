import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface InboundSmtpOptions {
  port: number;
  host?: string;
  /** Largest message accepted (bytes); bigger ones are refused with 552. */
  maxBytes: number;
  /** Whether mail for this address is taken (an office user's); others are refused with 550 at RCPT TO. */
  accepts: (address: string) => Promise<boolean>;
  /** A whole message (raw RFC 5322) and the envelope's accepted recipients. */
  receive: (raw: Buffer, recipients: string[]) => Promise<unknown>;
  log: { warn: (object: object, message: string) => void };
}

export interface InboundSmtp {
  /** The port listened on (the one given, or the one chosen for port 0). */
  port: number;
  close: () => Promise<void>;
}

/**
 * The office's incoming mail server (smtp-server), as the MX of its domain or behind one: no authentication (it
 * accepts only mail for office users, as a domain's MX does), no TLS of its own (put it behind the mail relay or a
 * TLS-terminating proxy). A message that fails to be stored is refused with 451 so the sender tries again.
 */
export async function startInboundSmtp(options: InboundSmtpOptions): Promise<InboundSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    hideSTARTTLS: true,
    size: options.maxBytes,
    logger: false,
    async onRcptTo(address, _session, callback) {
      try {
        if (await options.accepts(address.address)) return callback();
        const refused = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
        return callback(refused);
      } catch (error) {
        options.log.warn({ err: error }, 'Incoming mail: recipient check failed');
        return callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(Object.assign(new Error('5.3.4 Message too big'), { responseCode: 552 }));
        }
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        options
          .receive(Buffer.concat(chunks), recipients)
          .then(() => callback())
          .catch((error: unknown) => {
            options.log.warn({ err: error }, 'Incoming mail could not be stored');
            callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => options.log.warn({ err: error }, 'Incoming mail server error'));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
