import { createHash } from 'node:crypto';
import { normalizeSearchText, type EmailAddress, type EmailFolder, type EmailLabel } from '@mizan/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { emailAttachmentFiles, emailAttachments, emails } from '../../modules/email/email.table.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { DEMO_USERS } from './demo-users.ts';

const MINUTE = 60_000;
const DOMAIN = 'demo.mizan.local';

interface DemoFile {
  name: string;
  type: string;
  bytes: Buffer;
}

const FILES: Record<string, DemoFile> = {
  lease: {
    name: 'مسودة-عقد-الإيجار.txt',
    type: 'text/plain; charset=utf-8',
    bytes: Buffer.from('عقد إيجار تجاري\nالمدة: ثلاث سنوات\nالأجرة السنوية: 120,000 ريال\n', 'utf8'),
  },
  proposal: {
    name: 'settlement-proposal.txt',
    type: 'text/plain; charset=utf-8',
    bytes: Buffer.from('Settlement proposal — Northwind v. Delta\n1. Payment of SAR 450,000 in two instalments.\n'),
  },
  stamp: {
    name: 'court-stamp.png',
    type: 'image/png',
    bytes: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
};

interface Person {
  email: string;
  name: string;
}

/** One message as it sits in one mailbox. */
interface DemoMail {
  owner: number;
  folder: EmailFolder;
  from: Person;
  to: Person[];
  cc?: Person[];
  subject: string;
  html: string;
  /** Minutes before the seeding moment. */
  minutesAgo: number;
  thread: string;
  messageId: string;
  inReplyTo?: string;
  isRead?: boolean;
  isStarred?: boolean;
  isDeleted?: boolean;
  labels?: EmailLabel[];
  files?: (keyof typeof FILES)[];
}

const textOf = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\n{2,}/g, '\n')
    .trim();

const address = (person: Person): EmailAddress => ({ email: person.email, name: person.name });

const khalid = { email: 'khalid@alotaibi-trading.sa', name: 'خالد العتيبي' };
const mark = { email: 'mark@northwind.com', name: 'Mark Stevens' };
const sara = { email: 'sara.mutairi@gmail.com', name: 'سارة المطيري' };
const clerk = { email: 'clerk@riyadh-court.example', name: 'Court Clerk' };
const prize = { email: 'prize@lottery-win.example', name: 'Lucky Winner Team' };
const news = { email: 'news@legaltech-weekly.example', name: 'Legal Tech Weekly' };
const friend = { email: 'omar.hassan@gmail.com', name: 'Omar Hassan' };

/**
 * A mailbox per demo user (spec §3): conversations with clients and between colleagues (threaded, some in Arabic,
 * some with small attachments), drafts, spam, starred, labelled and trashed mail — around the seeding moment.
 */
export async function seedDemoEmail(db: Db): Promise<void> {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.fullName })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    )
    .orderBy(asc(users.id));
  const john = rows.find((row) => row.email === DEMO_USERS[0].email);
  const jane = rows.find((row) => row.email === DEMO_USERS[1].email);
  if (!john || !jane) return;
  const me = (user: typeof john) => ({ email: user.email, name: user.name });
  const id = (key: string) => `${key}@${DOMAIN}`;

  const mail: DemoMail[] = [
    // A client's lease, in Arabic, with the draft contract: asked, answered, asked again (unread).
    {
      owner: john.id,
      folder: 'inbox',
      from: khalid,
      to: [me(john)],
      subject: 'تجديد عقد الإيجار التجاري',
      html: '<p dir="rtl">السلام عليكم،</p><p dir="rtl">نرفق مسودة عقد الإيجار للمعرض، نرجو مراجعتها قبل نهاية الأسبوع.</p>',
      minutesAgo: 26 * 60,
      thread: id('lease-1'),
      messageId: id('lease-1'),
      isRead: true,
      labels: ['important'],
      files: ['lease'],
    },
    {
      owner: john.id,
      folder: 'sent',
      from: me(john),
      to: [khalid],
      subject: 'رد: تجديد عقد الإيجار التجاري',
      html: '<p dir="rtl">وعليكم السلام،</p><p dir="rtl">راجعنا المسودة، ونقترح تعديل بند التجديد التلقائي. سنرسل الملاحظات غدًا.</p>',
      minutesAgo: 5 * 60,
      thread: id('lease-1'),
      messageId: id('lease-2'),
      inReplyTo: id('lease-1'),
      isRead: true,
    },
    {
      owner: john.id,
      folder: 'inbox',
      from: khalid,
      to: [me(john)],
      subject: 'رد: تجديد عقد الإيجار التجاري',
      html: '<p dir="rtl">شكرًا لكم، بانتظار الملاحظات.</p>',
      minutesAgo: 25,
      thread: id('lease-1'),
      messageId: id('lease-3'),
      inReplyTo: id('lease-2'),
    },
    // A settlement proposal: starred, important, with an attachment.
    {
      owner: john.id,
      folder: 'inbox',
      from: mark,
      to: [me(john)],
      cc: [{ email: 'legal@northwind.com', name: 'Northwind Legal' }],
      subject: 'Settlement proposal — Northwind v. Delta',
      html: '<p>Dear Mr Doe,</p><p>Please find attached our settlement proposal. We would welcome your client’s view before the hearing on Sunday.</p><p>Best regards,<br>Mark</p>',
      minutesAgo: 2 * 24 * 60,
      thread: id('northwind-1'),
      messageId: id('northwind-1'),
      isRead: true,
      isStarred: true,
      labels: ['important', 'company'],
      files: ['proposal'],
    },
    // Between colleagues: John writes, Jane answers (each copy in each mailbox).
    ...[john, jane].map((owner): DemoMail => ({
      owner: owner.id,
      folder: owner === john ? 'sent' : 'inbox',
      from: me(john),
      to: [me(jane)],
      subject: 'Hearing schedule next week',
      html: '<p>Jane,</p><p>The Commercial Court moved the Delta hearing to Tuesday 10:00. Can you prepare the bundle?</p>',
      minutesAgo: 3 * 60,
      thread: id('hearing-1'),
      messageId: id('hearing-1'),
      isRead: owner === john,
    })),
    ...[john, jane].map((owner): DemoMail => ({
      owner: owner.id,
      folder: owner === jane ? 'sent' : 'inbox',
      from: me(jane),
      to: [me(john)],
      subject: 'Re: Hearing schedule next week',
      html: '<p>Sure — the bundle will be ready on Monday. I attach the court’s stamp for the file.</p>',
      minutesAgo: 2 * 60,
      thread: id('hearing-1'),
      messageId: id('hearing-2'),
      inReplyTo: id('hearing-1'),
      isRead: owner === jane,
      files: ['stamp'],
    })),
    // A new client, in Arabic, unread.
    {
      owner: john.id,
      folder: 'inbox',
      from: sara,
      to: [me(john)],
      subject: 'طلب استشارة قانونية بخصوص نزاع عمالي',
      html: '<p dir="rtl">مساء الخير،</p><p dir="rtl">أرغب في حجز موعد لاستشارة بخصوص فصل تعسفي من العمل. متى يناسبكم؟</p>',
      minutesAgo: 50,
      thread: id('sara-1'),
      messageId: id('sara-1'),
      labels: ['private'],
    },
    {
      owner: john.id,
      folder: 'inbox',
      from: friend,
      to: [me(john)],
      subject: 'Dinner on Thursday?',
      html: '<p>Are you free on Thursday evening? The usual place at 8.</p>',
      minutesAgo: 4 * 24 * 60,
      thread: id('dinner-1'),
      messageId: id('dinner-1'),
      isRead: true,
      labels: ['personal'],
    },
    // Drafts, spam (a remote image held back), the trash.
    {
      owner: john.id,
      folder: 'draft',
      from: me(john),
      to: [clerk],
      subject: 'مذكرة دفاع — القضية التجارية',
      html: '<p dir="rtl">فضيلة رئيس الدائرة،</p><p dir="rtl">نتقدم بهذه المذكرة ردًا على لائحة الدعوى…</p>',
      minutesAgo: 15,
      thread: id('draft-1'),
      messageId: id('draft-1'),
      isRead: true,
      labels: ['private'],
    },
    {
      owner: jane.id,
      folder: 'draft',
      from: me(jane),
      to: [mark],
      subject: 'Documents for the Delta hearing',
      html: '<p>Dear Mark,</p><p>Following our call, </p>',
      minutesAgo: 40,
      thread: id('draft-2'),
      messageId: id('draft-2'),
      isRead: true,
    },
    ...[john, jane].map((owner): DemoMail => ({
      owner: owner.id,
      folder: 'spam',
      from: prize,
      to: [me(owner)],
      subject: 'You have WON $1,000,000!!!',
      html: '<p>Claim your prize now!</p><img data-src="https://lottery-win.example/pixel.gif" width="1" height="1" alt="">',
      minutesAgo: 7 * 60,
      thread: id(`spam-${owner.id}`),
      messageId: id(`spam-${owner.id}`),
    })),
    ...[john, jane].map((owner): DemoMail => ({
      owner: owner.id,
      folder: 'inbox',
      from: news,
      to: [me(owner)],
      subject: 'Legal Tech Weekly — e-filing in the GCC',
      html: '<p>This week: e-filing rolls out in more courts.</p>',
      minutesAgo: 3 * 24 * 60,
      thread: id(`news-${owner.id}`),
      messageId: id(`news-${owner.id}`),
      isRead: true,
      isDeleted: true,
    })),
    {
      owner: jane.id,
      folder: 'inbox',
      from: me(john),
      to: [me(jane)],
      subject: 'Office closed on National Day',
      html: '<p>The office is closed on Wednesday for National Day. تهانينا للجميع!</p>',
      minutesAgo: 6 * 24 * 60,
      thread: id('closed-1'),
      messageId: id('closed-1'),
      isRead: true,
      isStarred: true,
      labels: ['company'],
    },
  ];

  const fileIds: Record<string, number> = {};
  for (const [key, file] of Object.entries(FILES)) {
    const checksum = createHash('sha256').update(file.bytes).digest('hex');
    await db.insert(emailAttachmentFiles).values({ checksum, bytes: file.bytes }).onConflictDoNothing();
    const [row] = await db
      .select({ id: emailAttachmentFiles.id })
      .from(emailAttachmentFiles)
      .where(eq(emailAttachmentFiles.checksum, checksum));
    fileIds[key] = row!.id;
  }

  const now = Date.now();
  for (const item of mail) {
    const references = item.inReplyTo ? [item.thread, item.inReplyTo].filter((v, i, a) => a.indexOf(v) === i) : [];
    const [row] = await db
      .insert(emails)
      .values({
        ownerId: item.owner,
        folder: item.folder,
        isRead: item.isRead ?? false,
        isStarred: item.isStarred ?? false,
        isDeleted: item.isDeleted ?? false,
        labels: item.labels ?? [],
        messageId: item.messageId,
        inReplyTo: item.inReplyTo ?? null,
        references,
        threadId: item.thread,
        fromEmail: item.from.email,
        fromName: item.from.name,
        to: item.to.map(address),
        cc: (item.cc ?? []).map(address),
        subject: item.subject,
        html: item.html,
        text: textOf(item.html),
        searchText: normalizeSearchText(`${item.from.name} ${item.from.email} ${item.subject}`),
        sentAt: new Date(now - item.minutesAgo * MINUTE),
      })
      .returning({ id: emails.id });
    for (const key of item.files ?? []) {
      const file = FILES[key]!;
      await db.insert(emailAttachments).values({
        emailId: row!.id,
        fileId: fileIds[key]!,
        fileName: file.name,
        mimeType: file.type,
        size: file.bytes.length,
      });
    }
  }
}
