import type { CaseDocument } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, readerOf, renderPage, setUpPageTests, signIn, type Reply } from '@/test/harness';
import { formatFileSize } from '@/lib/file-size';
import { CaseDocumentsTab } from './case-documents-tab';
import { ADMIN_LAWYER, deleteAfterAsking, LEGAL_CASES_API, tabCase } from './legal-cases-test-fixtures';

const detail = tabCase();
const CHECKSUM = 'a'.repeat(12) + 'b'.repeat(52);

const doc = (id: number, extra: Partial<CaseDocument>): CaseDocument => ({
  id,
  caseId: 7,
  category: 'other',
  fileName: `file-${id}.pdf`,
  mimeType: 'application/pdf',
  size: 2048,
  checksum: CHECKSUM,
  createdAt: '2026-03-01T09:00:00.000Z',
  createdBy: 3,
  ...extra,
});

function stubServer(documents: CaseDocument[], upload: Reply = { status: 201, body: documents[0] ?? {} }) {
  return fakeServer({
    ...LEGAL_CASES_API,
    'GET /api/legal-cases/options': { body: { lawyers: [{ id: 3, fullName: 'Sara Lawyer' }], courts: [] } },
    'GET /api/legal-cases/7/documents': { body: { documents } },
    'POST /api/legal-cases/7/documents': upload,
    'DELETE /api/legal-cases/7/documents/:id': { status: 204 },
  });
}

const renderTab = () => renderPage(() => <CaseDocumentsTab detail={detail} />);

setUpPageTests({ namespaces: ['legal-cases'], user: ADMIN_LAWYER });

describe('formatFileSize', () => {
  it('writes bytes, KB and MB', () => {
    expect(formatFileSize(900, 'en')).toBe('900B');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
  });
});

describe('CaseDocumentsTab', { timeout: 20_000 }, () => {
  it('lists the documents by category with size, uploader, short checksum and a download link', async () => {
    stubServer([
      doc(1, { category: 'judgment', fileName: 'حكم ابتدائي.pdf' }),
      doc(2, { category: 'statementOfClaim', fileName: 'claim.pdf', size: 3 * 1024 * 1024 }),
    ]);
    renderTab();
    const row = await screen.findByTestId('document-1', {}, { timeout: 5000 });
    // Categories in DOCUMENT_CATEGORIES order: the statement of claim before the judgment.
    const sections = screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'));
    expect(sections).toEqual(['Statement of claim', 'Judgment']);
    expect(within(row).getByText('2 kB')).toBeInTheDocument();
    expect(within(row).getByText('Uploaded by Sara Lawyer', { exact: false })).toBeInTheDocument();
    expect(within(row).getByText('aaaaaaaaaaaa…')).toBeInTheDocument();
    expect(within(row).getByLabelText(`SHA-256 checksum: ${CHECKSUM}`)).toBeInTheDocument();
    const download = within(row).getByRole('link', { name: 'Download حكم ابتدائي.pdf' });
    expect(download).toHaveAttribute('href', '/api/legal-cases/7/documents/1/download');
    expect(download).toHaveAttribute('download', 'حكم ابتدائي.pdf');
  });

  it('rejects an 11 MB file before sending anything', async () => {
    const server = stubServer([]);
    renderTab();
    expect(await screen.findByText('No documents yet', {}, { timeout: 5000 })).toBeInTheDocument();
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose files to upload'), big);
    expect(await screen.findByText('“big.pdf” is larger than 10 MB')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('uploads a file with its category as multipart', async () => {
    const server = stubServer([], { status: 201, body: doc(5, { fileName: 'memo.pdf', category: 'memo' }) });
    renderTab();
    await screen.findByText('No documents yet', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Memorandum' }));
    const file = new File(['%PDF-1.4 hello'], 'memo.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose files to upload'), file);
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const [post] = server.writes();
    expect(post!.path).toBe('/api/legal-cases/7/documents');
    const form = post!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('category')).toBe('memo');
    expect((form.get('file') as File).name).toBe('memo.pdf');
    expect(await screen.findByText('“memo.pdf” uploaded')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    stubServer([], {
      status: 400,
      body: {
        message: '«x.pdf» is not an allowed type',
        errors: {
          file: [
            '«x.pdf» is not an allowed type (PDF, image, Word, Excel or text) or its content does not match its name',
          ],
        },
      },
    });
    renderTab();
    await screen.findByText('No documents yet', {}, { timeout: 5000 });
    await userEvent.upload(
      screen.getByLabelText('Choose files to upload'),
      new File(['hello'], 'x.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(/its content does not match its name/)).toBeInTheDocument();
    expect(screen.getByText('The upload failed')).toBeInTheDocument();
  });

  it('asks before deleting', async () => {
    const server = stubServer([doc(1, { fileName: 'claim.pdf' })]);
    renderTab();
    await deleteAfterAsking(
      server,
      'Delete claim.pdf',
      '“claim.pdf” and its file will be deleted.',
      '/api/legal-cases/7/documents/1',
    );
  });

  it('shows no upload or delete to a reader', async () => {
    signIn(readerOf('LegalCase'));
    stubServer([doc(1, { fileName: 'claim.pdf' })]);
    renderTab();
    expect(await screen.findByRole('link', { name: 'Download claim.pdf' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose files to upload')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete claim.pdf' })).not.toBeInTheDocument();
  });
});
