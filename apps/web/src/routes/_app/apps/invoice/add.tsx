import { createFileRoute } from '@tanstack/react-router';
import { InvoiceAddPage } from '@/features/invoices/invoice-form-page';

export const Route = createFileRoute('/_app/apps/invoice/add')({
  staticData: { access: { action: 'create', subject: 'Invoice' } },
  component: InvoiceAddPage,
});
