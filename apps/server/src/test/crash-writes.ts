import { randomBytes } from 'node:crypto';
import type { ApiClient, Answer as ApiAnswer } from './crash-api.ts';

/**
 * The writes of the crash test: what it sends and what it keeps of each acknowledged one, for crash-checks.ts to read
 * back after a restart. Bodies are the simplest valid ones; each carries a tag unique to the run.
 */

export type WriteKind = 'user' | 'case' | 'note' | 'task' | 'category' | 'order';
export const WRITE_KINDS: readonly WriteKind[] = ['user', 'case', 'note', 'task', 'category', 'order'];

/** What the server acknowledged (2xx with the new id), and what must be read back. */
export type Acked =
  | { kind: 'user'; id: number; email: string; username: string; fullName: string; password: string }
  | { kind: 'case'; id: number; fileNumber: string; title: string }
  | { kind: 'note'; id: number; caseId: number; body: string }
  | { kind: 'task'; id: number; caseId: number; title: string }
  | { kind: 'category'; id: number; name: string }
  | { kind: 'order'; id: number; number: number; spent: number; items: OrderLine[] };

export interface OrderLine {
  productId: number;
  qty: number;
  total: number;
}

export interface Fixtures {
  lawyerId: number;
  clientContactId: number;
  opponentContactId: number;
  /** The demo customer every crash order is for (its public number). */
  customerNumber: number;
  /** That customer's orders before the test: the others are the crash test's. */
  ordersBefore: Set<number>;
  /** Products made for the test with a large stock; each order buys `perOrder` of each. */
  products: Array<{ id: number; qtyBefore: number; perOrder: number }>;
}

/** The state a stream of writes builds on: the fixtures and every write acknowledged so far. */
export interface WriteState {
  fixtures: Fixtures;
  acked: Acked[];
  /** Cases that exist for sure (acknowledged): notes and tasks go to them. */
  caseIds: number[];
  tag: () => string;
}

export interface Write {
  kind: WriteKind;
  path: string;
  body: object;
  /** What to keep of the 2xx answer's body. */
  acked: (body: Answer) => Acked;
}
type Answer = ApiAnswer['body'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function caseBody(fixtures: Fixtures, title: string) {
  return {
    title,
    category: 'labour',
    openedAt: '2025-03-10',
    responsibleLawyerId: fixtures.lawyerId,
    parties: [
      { contactId: fixtures.clientContactId, role: 'client', capacity: 'plaintiff' },
      { contactId: fixtures.opponentContactId, role: 'opponent', capacity: 'defendant' },
    ],
    conflictCheck: { state: 'clear' },
    firstStage: { type: 'firstInstance' },
  };
}

/** The next write of the stream, of a random kind. */
export function nextWrite(state: WriteState, kind: WriteKind = pick(WRITE_KINDS)): Write {
  const tag = state.tag();
  const { fixtures } = state;
  switch (kind) {
    case 'user': {
      const user = {
        fullName: `Crash Tester ${tag}`,
        username: `crash.${tag}`,
        email: `crash.${tag}@example.com`,
        password: `pw-${tag}-secret`,
      };
      // The password is sent even if creation stops requiring one: the check signs in with it.
      return {
        kind,
        path: '/api/apps/users',
        body: { ...user, role: 'subscriber', status: 'active' },
        acked: (b) => ({ kind, id: b.id, ...user }),
      };
    }
    case 'case': {
      const title = `Crash case ${tag}`;
      return {
        kind,
        path: '/api/legal-cases',
        body: caseBody(fixtures, title),
        acked: (b) => ({ kind, id: b.id, fileNumber: b.fileNumber, title }),
      };
    }
    case 'note': {
      const caseId = pick(state.caseIds);
      const body = `Crash note ${tag}`;
      return {
        kind,
        path: `/api/legal-cases/${caseId}/notes`,
        body: { body },
        acked: (b) => ({ kind, id: b.id, caseId, body }),
      };
    }
    case 'task': {
      const caseId = pick(state.caseIds);
      const title = `Crash task ${tag}`;
      const body = { title, dueAt: '2030-01-01T09:00:00Z' };
      return {
        kind,
        path: `/api/legal-cases/${caseId}/tasks`,
        body,
        acked: (b) => ({ kind, id: b.id, caseId, title }),
      };
    }
    case 'category': {
      const name = `Crash category ${tag}`;
      return { kind, path: '/api/apps/ecommerce/categories', body: { name }, acked: (b) => ({ kind, id: b.id, name }) };
    }
    case 'order': {
      const body = {
        customerId: fixtures.customerNumber,
        items: fixtures.products.map((product) => ({ productId: product.id, qty: product.perOrder })),
        payment: pick([1, 2]), // paid orders move revenue and product sales; pending ones only the counts
        method: 'mastercard',
        methodNumber: '4242',
      };
      return {
        kind,
        path: '/api/apps/ecommerce/orders',
        body,
        acked: (b) => ({
          kind,
          id: b.id,
          number: b.order,
          spent: b.spent,
          items: (b.items as OrderLine[]).map(({ productId, qty, total }) => ({ productId, qty, total })),
        }),
      };
    }
  }
}

/** Recorded on an acknowledged write: a new case becomes a target of notes and tasks. */
export function recordAck(state: WriteState, acked: Acked): void {
  state.acked.push(acked);
  if (acked.kind === 'case') state.caseIds.push(acked.id);
}

/** Reads what the writes need from the demo data, and writes (acknowledged, before any crash) what they lack. */
export async function prepareWrites(api: ApiClient, lawyerId: number): Promise<WriteState> {
  const run = randomBytes(3).toString('hex');
  let serial = 0;
  const tag = () => `${run}${(++serial).toString(36)}`;

  const contacts: Array<{ id: number }> = (await api.read('/api/legal-contacts?itemsPerPage=2')).contacts;
  const [customer] = (await api.read('/api/apps/ecommerce/customers?itemsPerPage=1')).customers;
  const [category] = (await api.read('/api/apps/ecommerce/categories?itemsPerPage=1')).categories;
  if (contacts.length < 2 || !customer || !category)
    throw new Error('The crash test needs the demo data (contacts, customers, categories)');
  const before: Array<{ id: number }> = (
    await api.read(`/api/apps/ecommerce/orders?customerId=${customer.customerId}&itemsPerPage=-1`)
  ).orders;

  const products: Fixtures['products'] = [];
  for (const perOrder of [1, 2]) {
    const t = tag();
    const made = await api.call('POST', '/api/apps/ecommerce/products', {
      productName: `Crash product ${t}`,
      sku: `CRASH-${t}`,
      categoryId: category.id,
      status: 'Published',
      basePrice: perOrder === 1 ? '19.99' : '7.25',
      qty: 1_000_000,
    });
    if (made.status !== 201)
      throw new Error(`Creating a product answered ${made.status}: ${JSON.stringify(made.body)}`);
    products.push({ id: made.body.id, qtyBefore: 1_000_000, perOrder });
  }

  const state: WriteState = {
    fixtures: {
      lawyerId,
      clientContactId: contacts[0]!.id,
      opponentContactId: contacts[1]!.id,
      customerNumber: customer.customerId,
      ordersBefore: new Set(before.map((order) => order.id)),
      products,
    },
    acked: [],
    caseIds: [],
    tag,
  };
  // A first case, so that notes and tasks have somewhere to go from the stream's first write.
  const first = nextWrite(state, 'case');
  const answer = await api.call('POST', first.path, first.body);
  if (answer.status !== 201)
    throw new Error(`Creating a case answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  recordAck(state, first.acked(answer.body));
  return state;
}
