import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN, fakeServer, readerOf, renderRoutes, setLanguage, setUpPageTests, signIn } from '@/test/harness';
import { OrderDetailsPage } from './order-details-page';
import { orderDetail } from './order-test-fixtures';

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

function DetailsRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <OrderDetailsPage order={Number(id)} />;
}
function Elsewhere({ what }: { what: string }) {
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <p>
      {what} {id}
    </p>
  );
}
const ROUTES = {
  '/apps/ecommerce/order/details/$id': DetailsRoute,
  '/apps/invoice/edit/$id': () => <Elsewhere what="editing invoice" />,
  '/apps/invoice/preview/$id': () => <Elsewhere what="previewing invoice" />,
};

const serve = (reply: { status: number; body: object }) =>
  fakeServer({
    'GET /api/apps/ecommerce/orders/5434': { body: orderDetail() },
    'POST /api/apps/invoice/from-order/5434': reply,
  });

describe('the order page’s Create invoice button', { timeout: 20_000 }, () => {
  it('makes a draft of the order and opens it in the invoice editor', async () => {
    const server = serve({ status: 201, body: { id: 5042 } });
    const router = renderRoutes(ROUTES, '/apps/ecommerce/order/details/5434');
    await userEvent.click(await screen.findByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/edit/5042'));
    expect(await screen.findByText('editing invoice 5042')).toBeInTheDocument();
    expect(server.writes().map((call) => [call.method, call.path])).toEqual([
      ['POST', '/api/apps/invoice/from-order/5434'],
    ]);
  });

  it('says an order is already invoiced, with a link to that invoice (French)', async () => {
    await setLanguage('fr', ['ecommerce']);
    serve({
      status: 409,
      body: { message: 'Cette commande est déjà facturée (facture 5001)', errors: { invoiceId: ['5001'] } },
    });
    const router = renderRoutes(ROUTES, '/apps/ecommerce/order/details/5434');
    await userEvent.click(await screen.findByRole('button', { name: 'Créer une facture' }));
    expect(await screen.findByText('Déjà facturée')).toBeInTheDocument();
    expect(screen.getByText('Cette commande est déjà facturée (facture 5001)')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ouvrir la facture 5001' });
    expect(link).toHaveAttribute('href', '/apps/invoice/preview/5001');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/5001'));
    expect(await screen.findByText('previewing invoice 5001')).toBeInTheDocument();
  });

  it('is offered only to a reader who may create invoices', async () => {
    signIn(readerOf('Order', 'Invoice'));
    serve({ status: 201, body: { id: 1 } });
    renderRoutes(ROUTES, '/apps/ecommerce/order/details/5434');
    expect(await screen.findByRole('heading', { name: /Order #5434/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
  });
});
