import { positiveIntSchema } from '@mizan/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { InvoicePreviewPage } from '@/features/invoices/invoice-preview-page';
import { invoiceDetailQuery } from '@/features/invoices/invoices.api';
import { areaAccess } from '@/lib/guard';

const toId = (text: string) => positiveIntSchema.safeParse(text).data;

export const Route = createFileRoute('/_app/apps/invoice/preview/$id')({
  staticData: { access: areaAccess('invoiceList') },
  loader: ({ context, params }) => {
    const id = toId(params.id);
    if (id) void context.queryClient.prefetchQuery(invoiceDetailQuery(id));
  },
  component: InvoicePreviewRoute,
});

function InvoicePreviewRoute() {
  const { id } = Route.useParams();
  const invoice = toId(id) ?? 0;
  return <InvoicePreviewPage key={invoice} id={invoice} />;
}
