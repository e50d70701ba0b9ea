import { ApiClient, type Answer as ApiAnswer } from './crash-api.ts';
import type { Acked, Fixtures, OrderLine } from './crash-writes.ts';

/**
 * The crash test's checks after a restart: every acknowledged write is there and whole, the roll-ups kept on write
 * agree with the rows they count, and new users can sign in. Each answers its problems (none: all is well).
 */

type Answer = ApiAnswer['body'];
const cents = (amount: number) => Math.round(amount * 100);

const same = (what: string, got: unknown, wanted: unknown, problems: string[]) => {
  if (JSON.stringify(got) !== JSON.stringify(wanted))
    problems.push(`${what}: read ${JSON.stringify(got)}, acknowledged ${JSON.stringify(wanted)}`);
};

/** Reads every acknowledged write back; answers what is missing or not whole (empty when all is there). */
export async function checkAcked(api: ApiClient, fixtures: Fixtures, acked: readonly Acked[]): Promise<string[]> {
  const problems: string[] = [];
  // Each case's notes or tasks are read once; undefined when the case itself is not there.
  const caseParts = new Map<string, Promise<Answer>>();
  const partsOf = (caseId: number, part: 'notes' | 'tasks') => {
    const key = `${caseId}/${part}`;
    if (!caseParts.has(key))
      caseParts.set(
        key,
        api.get(`/api/legal-cases/${caseId}/${part}`).then((a) => (a.status === 200 ? a.body : undefined)),
      );
    return caseParts.get(key)!;
  };
  const touchedCases = new Set<number>();

  for (const write of acked) {
    const what = `${write.kind} ${write.id}`;
    if (write.kind === 'note' || write.kind === 'task') {
      const parts = await partsOf(write.caseId, write.kind === 'note' ? 'notes' : 'tasks');
      const part = parts?.[write.kind === 'note' ? 'notes' : 'tasks'].find((p: Answer) => p.id === write.id);
      if (!part) problems.push(`${what} on case ${write.caseId} (acknowledged) is lost`);
      else
        same(
          what,
          write.kind === 'note' ? part.body : part.title,
          write.kind === 'note' ? write.body : write.title,
          problems,
        );
      if (write.kind === 'task') touchedCases.add(write.caseId);
      continue;
    }
    const found = await api.get(
      write.kind === 'user'
        ? `/api/apps/users/${write.id}`
        : write.kind === 'case'
          ? `/api/legal-cases/${write.id}`
          : write.kind === 'category'
            ? `/api/apps/ecommerce/categories/${write.id}`
            : `/api/apps/ecommerce/orders/${write.number}`,
    );
    if (found.status !== 200) {
      problems.push(`${what} (acknowledged) is lost: GET answered ${found.status}`);
      continue;
    }
    const b = found.body;
    switch (write.kind) {
      case 'user':
        same(what, [b.email, b.username, b.fullName], [write.email, write.username, write.fullName], problems);
        break;
      case 'case':
        touchedCases.add(write.id);
        same(`${what} fields`, [b.fileNumber, b.title], [write.fileNumber, write.title], problems);
        same(
          `${what} parties`,
          b.parties.map((p: Answer) => [p.role, p.contactId]),
          [
            ['client', fixtures.clientContactId],
            ['opponent', fixtures.opponentContactId],
          ],
          problems,
        );
        same(
          `${what} stages`,
          b.stages.map((s: Answer) => [s.type, s.current]),
          [['firstInstance', true]],
          problems,
        );
        break;
      case 'category':
        same(what, b.name, write.name, problems);
        break;
      case 'order':
        same(`${what} (#${write.number})`, [b.id, cents(b.spent)], [write.id, cents(write.spent)], problems);
        same(
          `${what} (#${write.number}) items`,
          b.items.map((i: OrderLine) => [i.productId, i.qty, cents(i.total)]),
          write.items.map((i) => [i.productId, i.qty, cents(i.total)]),
          problems,
        );
        break;
    }
  }

  // A case's open-task count is kept on each task write: it must count the tasks that are there.
  for (const caseId of touchedCases) {
    const found = await api.get(`/api/legal-cases/${caseId}`);
    if (found.status !== 200) continue; // reported above
    const kept = found.body.openTaskCount;
    const open = (await partsOf(caseId, 'tasks'))?.tasks.filter((t: Answer) => !t.completed).length;
    if (kept !== open) problems.push(`case ${caseId}: openTaskCount ${kept}, but ${open} open tasks`);
  }
  return problems;
}

/**
 * The shop's roll-ups against the orders they count: the test customer's running totals, the payment × status
 * tallies, the dashboard's totals, and the stock the orders took. Orders the server wrote but never acknowledged
 * count too: whatever the crash left, rows and roll-ups must agree.
 */
export async function checkRollups(api: ApiClient, fixtures: Fixtures): Promise<string[]> {
  const problems: string[] = [];
  const agree = (what: string, kept: number, counted: number) => {
    if (kept !== counted) problems.push(`${what}: the roll-up says ${kept}, the orders say ${counted}`);
  };
  const paid = (orders: Answer[]) => orders.filter((order) => order.payment === 1);
  const revenue = (orders: Answer[]) => paid(orders).reduce((sum, order) => sum + cents(order.spent), 0);

  const customer = await api.read(`/api/apps/ecommerce/customers/${fixtures.customerNumber}`);
  const mine: Answer[] = (
    await api.read(`/api/apps/ecommerce/orders?customerId=${fixtures.customerNumber}&itemsPerPage=-1`)
  ).orders;
  agree(`customer ${fixtures.customerNumber} order count`, customer.order, mine.length);
  agree(`customer ${fixtures.customerNumber} total spent (cents)`, cents(customer.totalSpent), revenue(mine));

  // Every row of the table (itemsPerPage=-1 reads them all); the stats come from the tallies.
  const all: Answer[] = (await api.read('/api/apps/ecommerce/orders?itemsPerPage=-1')).orders;
  const stats = await api.read('/api/apps/ecommerce/orders/stats');
  agree('orders tallied', stats.total, all.length);
  for (const [payment, kept] of Object.entries(stats.byPayment as Record<string, number>)) {
    agree(
      `orders tallied with payment ${payment}`,
      kept,
      all.filter((order) => String(order.payment) === payment).length,
    );
  }
  for (const [status, kept] of Object.entries(stats.byStatus as Record<string, number>)) {
    agree(`orders tallied as ${status}`, kept, all.filter((order) => order.status === status).length);
  }
  const { totals } = await api.read('/api/dashboard/ecommerce');
  agree('dashboard orders', totals.orders, all.length);
  agree('dashboard paid orders', totals.paidOrders, paid(all).length);
  agree('dashboard revenue (cents)', cents(totals.revenue), revenue(all));

  const placed = mine.filter((order) => !fixtures.ordersBefore.has(order.id)).length;
  for (const product of fixtures.products) {
    const found = await api.get(`/api/apps/ecommerce/products/${product.id}`);
    if (found.status !== 200)
      problems.push(
        `product ${product.id} (acknowledged before the first crash) is lost: GET answered ${found.status}`,
      );
    else agree(`stock of product ${product.id}`, found.body.qty, product.qtyBefore - placed * product.perOrder);
  }
  return problems;
}

/** Each acknowledged user signs in with the password it was created with. */
export async function checkSignIns(
  baseUrl: string,
  users: ReadonlyArray<Extract<Acked, { kind: 'user' }>>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const user of users) {
    try {
      await new ApiClient(baseUrl).signIn(user.email, user.password);
    } catch (error) {
      problems.push(`user ${user.id} cannot sign in: ${(error as Error).message}`);
    }
  }
  return problems;
}
