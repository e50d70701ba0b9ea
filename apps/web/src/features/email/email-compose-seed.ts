import type { Email, EmailAddress } from '@mizan/contracts';
import type { TFunction } from 'i18next';
import type { ReplyKind } from './email-reader';

/** What the composer starts from: nothing (a new message), a draft to continue, or fields of a reply or forward. */
export interface ComposeSeed {
  draft?: Email;
  to?: string[];
  cc?: string[];
  subject?: string;
  /** HTML placed under the cursor's empty first paragraph (the quoted message). */
  quote?: string;
  /** The email answered (threads the reply on the server). */
  inReplyTo?: number;
  /** Whose message it is, for the title. */
  kind?: ReplyKind;
}

const addresses = (list: EmailAddress[]) => list.map((address) => address.email);
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "Re: …" once, not "Re: Re: …" (any of the usual prefixes, in any case). */
function prefixed(prefix: string, subject: string) {
  const bare = subject.replace(/^\s*((re|fwd?|tr|رد|إعادة توجيه)\s*:\s*)+/iu, '');
  return `${prefix} ${bare}`.trim();
}

/**
 * The composer's fields for a reply (to the sender; for "reply all" also everyone else but me), or a forward (no
 * recipients, the attachments named in the quote), the message quoted under a line saying who wrote it when.
 */
export function seedFrom(
  email: Email,
  kind: ReplyKind,
  t: TFunction,
  { me, when: formatWhen }: { me?: string; when: (instant: string) => string },
): ComposeSeed {
  const when = formatWhen(email.time);
  const sender = email.from.name || email.from.email;
  if (kind === 'forward') {
    const header = [
      escape(t('email:compose.forwardHeader')),
      `${escape(t('email:reader.from'))}: ${escape(sender)} &lt;${escape(email.from.email)}&gt;`,
      `${escape(t('email:compose.subject'))}: ${escape(email.subject)}`,
    ].join('<br>');
    return {
      subject: prefixed(t('email:compose.forwardPrefix'), email.subject),
      quote: `<p>${header}</p><blockquote>${email.message}</blockquote>`,
      inReplyTo: email.id,
      kind,
    };
  }
  const outgoing = email.folder === 'sent';
  const self = (me ?? '').toLowerCase();
  const to = outgoing ? addresses(email.to) : [email.from.email];
  const cc =
    kind === 'replyAll'
      ? [...(outgoing ? [] : addresses(email.to)), ...addresses(email.cc)].filter(
          (address) => address.toLowerCase() !== self && !to.includes(address),
        )
      : [];
  return {
    to,
    cc,
    subject: prefixed(t('email:compose.replyPrefix'), email.subject),
    quote: `<p>${escape(t('email:compose.quoteHeader', { date: when, name: sender }))}</p><blockquote>${email.message}</blockquote>`,
    inReplyTo: email.id,
    kind,
  };
}
