import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

/**
 * Where queued mail goes:
 * - a nodemailer transport (SMTP_URL);
 * - `'log'`: the server log, so a developer can follow a link (development only, when SMTP_URL is unset);
 * - `null`: nowhere — production without SMTP_URL; mail stays in the outbox and the server warns once at start.
 */
export type MailTransport = Transporter | 'log' | null;

export interface MailOptions {
  transport: MailTransport;
  /** The From header: `Mizan <no-reply@office.example>`. */
  from: string;
}

/** The mail options of the server process. nodemailer is loaded only when SMTP_URL is set. */
export async function mailOptionsFromConfig(
  config: Pick<Config, 'production' | 'smtpUrl' | 'mailFrom'>,
): Promise<MailOptions> {
  if (config.smtpUrl) {
    const { createTransport } = await import('nodemailer');
    return { transport: createTransport(config.smtpUrl), from: config.mailFrom };
  }
  return { transport: config.production ? null : 'log', from: config.mailFrom };
}
