import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { legalCases } from '../../db/schema.ts';
import { legalCaseActivity } from '../../db/schema.ts';
import { ADMIN, CLIENT, setupTestApp, signIn, type SignedIn } from '../../test/app.ts';
import { postMultipart, type UploadedFile } from '../../test/multipart.ts';
import { insertTestCase } from '../../test/legal-case.ts';

const t = setupTestApp();
let admin: SignedIn;

/** A case straight in the table (case CRUD is another module's). */
const newCase = (fields: Partial<typeof legalCases.$inferInsert> = {}) =>
  insertTestCase(t.db, { title: 'قضية المستندات', responsibleLawyerId: admin.userId, ...fields });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x00, 0xff]),
  Buffer.from('\n%%EOF\n'),
]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const upload = (who: SignedIn, caseId: number, file: UploadedFile | null, category?: string) =>
  postMultipart(t.app, who, `/api/legal-cases/${caseId}/documents`, file, category === undefined ? {} : { category });

beforeAll(async () => {
  admin = await signIn(t.app, ADMIN);
});

describe('case documents', () => {
  it('uploads, lists by category, downloads the identical bytes with an Arabic name, and deletes', async () => {
    const caseId = await newCase();
    const name = 'صحيفة الدعوى (نهائية).pdf';
    const response = await upload(admin, caseId, { name, bytes: PDF, type: 'application/pdf' }, 'statementOfClaim');
    expect(response.statusCode).toBe(201);
    const doc = response.json();
    expect(doc).toMatchObject({
      fileName: name,
      category: 'statementOfClaim',
      mimeType: 'application/pdf',
      size: PDF.length,
      checksum: sha256(PDF),
    });
    const image = (await upload(admin, caseId, { name: 'minutes.png', bytes: PNG }, 'hearingMinutes')).json();
    const text = (
      await upload(admin, caseId, { name: 'ملاحظة.txt', bytes: Buffer.from('نص عربي\nsecond line\n') }, 'other')
    ).json();
    expect(text.mimeType).toBe('text/plain; charset=utf-8');

    const listed = (await t.call(admin, 'GET', `/api/legal-cases/${caseId}/documents`)).json();
    expect(listed.documents.map((d: { id: number }) => d.id)).toEqual([doc.id, image.id, text.id]);
    expect(listed.documents[0]).not.toHaveProperty('bytes');

    const download = await t.call(admin, 'GET', `/api/legal-cases/${caseId}/documents/${doc.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(PDF));
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers.etag).toBe(`"${sha256(PDF)}"`);
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(name);

    expect((await t.call(admin, 'DELETE', `/api/legal-cases/${caseId}/documents/${doc.id}`)).statusCode).toBe(204);
    expect((await t.call(admin, 'GET', `/api/legal-cases/${caseId}/documents/${doc.id}/download`)).statusCode).toBe(
      404,
    );
    const log = await t.db.select().from(legalCaseActivity).where(eq(legalCaseActivity.caseId, caseId));
    expect(log.map((entry) => entry.action)).toEqual([
      'document.uploaded',
      'document.uploaded',
      'document.uploaded',
      'document.removed',
    ]);
    expect(log[0]!.details).toMatchObject({ fileName: name, checksum: sha256(PDF) });
  });

  // Two 10 MB uploads through multipart and storage: on CI's two busy cores this neared the default 30 s.
  it('refuses files over 10 MB, naming the file', async () => {
    const caseId = await newCase();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length + 1, 0x20)]);
    const response = await upload(admin, caseId, { name: 'كبير.pdf', bytes: big }, 'memo');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('كبير.pdf');
    expect(response.json().errors).toHaveProperty('file');
    const exact = await upload(admin, caseId, { name: 'exact.pdf', bytes: big.subarray(0, 10 * 1024 * 1024) }, 'memo');
    expect(exact.statusCode).toBe(201);
  }, 90_000);

  it('checks the type by the bytes: a mismatch or an unknown type is refused', async () => {
    const caseId = await newCase();
    const refused = async (file: { name: string; bytes: Buffer; type?: string }) => {
      const response = await upload(admin, caseId, file, 'other');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('file');
      expect(response.json().message).toContain(file.name);
    };
    await refused({ name: 'judgment.pdf', bytes: PNG, type: 'application/pdf' }); // PNG bytes named .pdf
    await refused({ name: 'contract.pdf', bytes: Buffer.from('just text'), type: 'application/pdf' });
    await refused({ name: 'tool.exe', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]) });
    await refused({ name: 'archive.zip', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]) });

    const zipWith = (entry: string) =>
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), Buffer.from(entry)]);
    const docx = await upload(admin, caseId, { name: 'مذكرة.docx', bytes: zipWith('word/document.xml') }, 'memo');
    expect(docx.json().mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const doc = await upload(
      admin,
      caseId,
      { name: 'old.doc', bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]) },
      'memo',
    );
    expect(doc.json().mimeType).toBe('application/msword');
  });

  it('answers 400 for a missing file or category', async () => {
    const caseId = await newCase();
    const noFile = await upload(admin, caseId, null, 'memo');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toHaveProperty('file');
    const noCategory = await upload(admin, caseId, { name: 'a.pdf', bytes: PDF });
    expect(noCategory.json().errors).toHaveProperty('category');
    const badCategory = await upload(admin, caseId, { name: 'a.pdf', bytes: PDF }, 'receipt');
    expect(badCategory.json().errors).toHaveProperty('category');
    const json = await t.call(admin, 'POST', `/api/legal-cases/${caseId}/documents`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toHaveProperty('file');
  });

  it('refuses the client (403) and hides unknown, deleted and other teams’ cases (404)', async () => {
    const client = await signIn(t.app, CLIENT);
    const author = await t.userWithRole('author');
    const caseId = await newCase();
    const file = { name: 'a.pdf', bytes: PDF };
    expect((await t.call(client, 'GET', `/api/legal-cases/${caseId}/documents`)).statusCode).toBe(403);
    expect((await upload(client, caseId, file, 'memo')).statusCode).toBe(403);
    expect((await upload(admin, 999999, file, 'memo')).statusCode).toBe(404);
    const deleted = await newCase({ deletedAt: new Date() });
    expect((await t.call(admin, 'GET', `/api/legal-cases/${deleted}/documents`)).statusCode).toBe(404);
    const teamOnly = await newCase({ teamOnly: true });
    const secret = (await upload(admin, teamOnly, file, 'memo')).json();
    expect((await t.call(author, 'GET', `/api/legal-cases/${teamOnly}/documents`)).statusCode).toBe(404);
    expect(
      (await t.call(author, 'GET', `/api/legal-cases/${teamOnly}/documents/${secret.id}/download`)).statusCode,
    ).toBe(404);
    expect((await upload(author, teamOnly, file, 'memo')).statusCode).toBe(404);
    // A document is only reachable under its own case.
    expect((await t.call(admin, 'GET', `/api/legal-cases/${caseId}/documents/${secret.id}/download`)).statusCode).toBe(
      404,
    );
  });
});
