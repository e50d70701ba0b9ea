import { positiveIntSchema } from '@mizan/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { InvoiceEditPage } from '@/features/invoices/invoice-form-page';
import { invoiceDetailQuery } from '@/features/invoices/invoices.api';

const toId = (text: string) => positiveIntSchema.safeParse(text).data;

export const Route = createFileRoute('/_app/apps/invoice/edit/$id')({
  staticData: { access: { action: 'update', subject: 'Invoice' } },
  loader: ({ context, params }) => {
    const id = toId(params.id);
    if (id) void context.queryClient.prefetchQuery(invoiceDetailQuery(id));
  },
  component: InvoiceEditRoute,
});

function InvoiceEditRoute() {
  const { id } = Route.useParams();
  const invoice = toId(id) ?? 0;
  return <InvoiceEditPage key={invoice} id={invoice} />;
}
