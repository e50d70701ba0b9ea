import type { OrderDetail } from '@mizan/contracts';
import { ORDER_TEXT } from '@mizan/contracts';
import { useParams } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  fakeServer,
  readerOf,
  renderRoutes,
  setLanguage,
  setUpPageTests,
  signIn,
  type Reply,
} from '@/test/harness';
import { OrderDetailsPage } from './order-details-page';
import { orderDetail } from './order-test-fixtures';

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

const DETAIL_PATH = '/api/apps/ecommerce/orders/5434';

function DetailsRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <OrderDetailsPage order={Number(id)} />;
}

const renderDetails = (order = 5434) =>
  renderRoutes(
    { '/apps/ecommerce/order/details/$id': DetailsRoute, '/apps/ecommerce/order/list': () => <p>The orders list</p> },
    `/apps/ecommerce/order/details/${order}`,
  );

/** A server holding one order: GET answers its current state; `onStatus` answers the status change (default: applies it). */
function stubOrder(initial: OrderDetail, onStatus?: Reply) {
  let current = initial;
  return fakeServer({
    [`GET ${DETAIL_PATH}`]: () => ({ body: current }),
    [`DELETE ${DETAIL_PATH}`]: { status: 204 },
    [`POST ${DETAIL_PATH}/status`]: ({ body }) => {
      if (onStatus) return onStatus;
      const { status, payment, note } = body as {
        status?: OrderDetail['status'];
        payment?: OrderDetail['payment'];
        note: string;
      };
      if (payment !== undefined) {
        current = {
          ...current,
          payment,
          version: current.version + 1,
          timeline: [
            ...current.timeline,
            {
              status: 'payment',
              payment,
              at: '2026-03-06T12:00:00.000Z',
              by: { id: 9, fullName: 'Admin Person' },
              note,
            },
          ],
        };
        return { body: current };
      }
      if (!status) return { status: 400, body: { message: ORDER_TEXT.nothingToChange } };
      current = {
        ...current,
        status,
        version: current.version + 1,
        timeline: [
          ...current.timeline,
          { status, at: '2026-03-06T12:00:00.000Z', by: { id: 9, fullName: 'Admin Person' }, note },
        ],
      };
      return { body: current };
    },
    'GET /api/apps/ecommerce/orders/:id': { status: 404, body: { message: ORDER_TEXT.notFound } },
  });
}

describe('OrderDetailsPage', () => {
  it('shows the header, the items with their totals, the shipping activity, the customer and the addresses', async () => {
    stubOrder(orderDetail());
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Order #5434' })).toBeInTheDocument();

    const items = screen.getByRole('table', { name: 'Order details' });
    const chair = within(items).getByText('Wooden Chair').closest('tr')!;
    expect(chair).toHaveTextContent('WCH-001');
    expect(chair).toHaveTextContent('$841.00');
    expect(chair).toHaveTextContent('$1,682.00');
    const totals = screen.getByTestId('order-totals');
    expect(totals).toHaveTextContent('Subtotal$2,078.00');
    expect(totals).toHaveTextContent('Discount-$20.00');
    expect(totals).toHaveTextContent('Tax$28.00');
    expect(totals).toHaveTextContent('Shipping$7.00');
    expect(totals).toHaveTextContent('Total$2,093.00');

    const events = screen.getAllByTestId('timeline-event');
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringContaining('Order placed'),
      expect.stringMatching(/Dispatched.*by Admin Person.*Left the warehouse/),
    ]);
    expect(screen.getAllByTestId('timeline-upcoming').map((event) => event.textContent)).toEqual([
      expect.stringContaining('Out for delivery'),
      expect.stringContaining('Ready to pick up'),
      expect.stringContaining('Delivered'),
    ]);

    const customer = screen.getByRole('region', { name: 'Customer details' });
    expect(within(customer).getByRole('link', { name: 'Gabrielle Feyer' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/customer/details/81',
    );
    expect(customer).toHaveTextContent('#81');
    expect(customer).toHaveTextContent('12 orders');
    expect(customer).toHaveTextContent('+1 (609) 972-22-22');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent('45 Roker Terrace');
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('Mastercard •••• 4242');
  });

  it('offers only the statuses after the current one', async () => {
    stubOrder(orderDetail({ status: 'Out for Delivery' }));
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    const offered = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(offered).toEqual(['Move to Ready to pick up', 'Move to Delivered']);
  });

  it('offers no move once delivered', async () => {
    stubOrder(orderDetail({ status: 'Delivered' }));
    renderDetails();
    await screen.findByRole('heading', { name: 'Order #5434' });
    expect(screen.queryByRole('button', { name: /Change status|Move to/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // The payment can still change.
    expect(screen.getByRole('button', { name: 'Change payment' })).toBeInTheDocument();
  });

  it('hides the actions from a reader', async () => {
    signIn(readerOf('Order'));
    stubOrder(orderDetail());
    renderDetails();
    await screen.findByRole('heading', { name: 'Order #5434' });
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('Paid');
    expect(
      screen.queryByRole('button', { name: /Change status|Change payment|Move to|Delete/ }),
    ).not.toBeInTheDocument();
  });

  it('offers every payment status but the current one', async () => {
    stubOrder(orderDetail({ payment: 2 }));
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Change payment' }));
    const offered = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(offered).toEqual(['Mark as Paid', 'Mark as Cancelled', 'Mark as Failed']);
  });

  it('changes the payment status with its note and version, then shows it in the badges and the activity', async () => {
    const server = stubOrder(orderDetail({ payment: 2 }));
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Change payment' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark as Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the payment as Paid' });
    expect(dialog).toHaveTextContent('The payment of order #5434 will go from “Pending” to “Paid”.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), ' Bank transfer ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Paid' }));

    expect(await screen.findByText('Order #5434: payment marked Paid')).toBeInTheDocument();
    expect(server.writes().map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', `${DETAIL_PATH}/status`, { payment: 1, note: 'Bank transfer', version: 3 }],
    ]);
    await waitFor(() => expect(screen.getAllByTestId('timeline-event')).toHaveLength(3));
    expect(screen.getAllByTestId('timeline-event')[2]).toHaveTextContent(
      /Payment: Paid.*by Admin Person.*Bank transfer/,
    );
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('Paid');
    expect(screen.getByRole('region', { name: 'Billing address' })).not.toHaveTextContent('Pending');
    // The status steps still to come are unchanged.
    expect(screen.getAllByTestId('timeline-upcoming')).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the payment was changed by someone else meanwhile (409)', async () => {
    const server = stubOrder(orderDetail(), { status: 409, body: { message: ORDER_TEXT.stale } });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Change payment' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark as Failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the payment as Failed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Failed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order was changed by someone else meanwhile',
    );
    expect(within(dialog).getByRole('button', { name: 'Mark as Failed' })).toBeDisabled();
    expect(server.callsTo(`POST ${DETAIL_PATH}/status`).map((call) => call.body)).toEqual([
      { payment: 4, note: '', version: 3 },
    ]);
  });

  it('names the payment change in French', async () => {
    await setLanguage('fr', ['ecommerce']);
    stubOrder(orderDetail({ payment: 2 }));
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Changer le paiement' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Marquer « Payée »' }));
    expect(await screen.findByRole('dialog', { name: 'Marquer le paiement « Payée »' })).toHaveTextContent(
      'Le paiement de la commande n° 5434 passera de « En attente » à « Payée ».',
    );
  });

  it('moves the order with its note and version, then shows the new step in the timeline', async () => {
    const server = stubOrder(orderDetail());
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to Out for delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Out for delivery' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), '  Courier picked it up ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Out for delivery' }));

    await waitFor(() =>
      expect(server.writes()).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: `${DETAIL_PATH}/status`,
          body: { status: 'Out for Delivery', note: 'Courier picked it up', version: 3 },
        }),
      ),
    );
    expect(await screen.findByText('Order #5434 moved to Out for delivery')).toBeInTheDocument();
    // The order, the lists and the stats are fetched again after the move.
    const post = server.calls.findIndex((call) => call.method === 'POST');
    await waitFor(() =>
      expect(server.calls.slice(post).some((call) => call.method === 'GET' && call.path === DETAIL_PATH)).toBe(true),
    );
    await waitFor(() => expect(screen.getAllByTestId('timeline-event')).toHaveLength(3));
    expect(screen.getAllByTestId('timeline-event')[2]).toHaveTextContent(
      /Out for delivery.*by Admin Person.*Courier picked it up/,
    );
    expect(screen.getAllByTestId('timeline-upcoming')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when someone else changed the order meanwhile (409), and reloads it on request', async () => {
    const server = stubOrder(orderDetail({ status: 'Ready to Pickup' }), {
      status: 409,
      body: { message: ORDER_TEXT.stale },
    });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Delivered' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Delivered' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order was changed by someone else meanwhile',
    );
    const gets = () => server.callsTo(`GET ${DETAIL_PATH}`).length;
    const before = gets();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
  });

  it('explains a refused move (400 on the status) in the reader’s words, whatever language the server answered in', async () => {
    const french = 'Une commande ne fait qu’avancer : choisissez un statut ultérieur';
    stubOrder(orderDetail({ status: 'Ready to Pickup' }), {
      status: 400,
      body: { message: french, errors: { status: [french] } },
    });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Delivered' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Delivered' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An order only moves forward');
  });

  it('shows "Order not found" with a way back for an unknown number', async () => {
    stubOrder(orderDetail());
    renderDetails(999);
    expect(await screen.findByRole('heading', { name: 'Order not found', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/apps/ecommerce/order/list');
  });

  it('deletes the order after confirming, then goes back to the list', async () => {
    const server = stubOrder(orderDetail());
    const router = renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/ecommerce/order/list'));
    expect(server.callsTo(`DELETE ${DETAIL_PATH}`)).toHaveLength(1);
    expect(await screen.findByText('The orders list')).toBeInTheDocument();
  });
});
