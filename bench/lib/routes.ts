import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SignedIn } from './session.ts';

const ROUTE_TREE = fileURLToPath(new URL('../../apps/web/src/routeTree.gen.ts', import.meta.url));

/** Every page of the web app: the full paths of the generated route tree (a new route file is measured at once). */
export async function routePaths(): Promise<string[]> {
  const source = await readFile(ROUTE_TREE, 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1];
  if (!block) throw new Error(`No FileRoutesByFullPath in ${ROUTE_TREE}`);
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
}

/**
 * A demo value for each parameter: the first record of a list the API answers, or a fixed tab. A route with a
 * parameter not listed here fails the bench, so a later area adds its own line.
 */
const SAMPLES: Record<string, { list: string; rows: string } | string> = {
  '/legal-cases/$id': { list: '/api/legal-cases?itemsPerPage=1', rows: 'cases' },
  '/legal-cases/edit/$id': { list: '/api/legal-cases?itemsPerPage=1', rows: 'cases' },
  '/legal-cases/print/$id': { list: '/api/legal-cases?itemsPerPage=1', rows: 'cases' },
  '/apps/user/view/$id': { list: '/api/apps/users?itemsPerPage=1', rows: 'users' },
  '/apps/ecommerce/customer/details/$id': { list: '/api/apps/ecommerce/customers?itemsPerPage=1', rows: 'customers' },
  '/apps/ecommerce/order/details/$id': { list: '/api/apps/ecommerce/orders?itemsPerPage=1', rows: 'orders' },
  '/apps/ecommerce/product/edit/$id': { list: '/api/apps/ecommerce/products?itemsPerPage=1', rows: 'products' },
  '/apps/invoice/preview/$id': '4987',
  // The newest demo invoices (5033–5036) are drafts: a finalized one shows a notice, not the form.
  '/apps/invoice/edit/$id': '5036',
  '/apps/email/$filter': 'sent',
  '/apps/email/filter/$filter': 'starred',
  '/apps/email/label/$label': 'important',
  '/pages/account-settings/$tab': 'account',
  '/pages/user-profile/$tab': 'profile',
  '/pages/authentication/$page': 'login-v1',
  '/LegalCases/$': 'create',
};

/** The route's path with demo parameters filled in (`/legal-cases/$id` → `/legal-cases/54`). */
export async function samplePath(baseUrl: string, route: string, signedIn: SignedIn): Promise<string> {
  const path = route.length > 1 ? route.replace(/\/$/, '') : route;
  if (!/\$/.test(path)) return path;
  const sample = SAMPLES[route];
  if (sample === undefined)
    throw new Error(`No demo parameter for ${route}: add one to SAMPLES in bench/lib/routes.ts`);
  let value: string;
  if (typeof sample === 'string') value = sample;
  else {
    const response = await fetch(`${baseUrl}${sample.list}`, {
      headers: { cookie: `${signedIn.cookie.name}=${signedIn.cookie.value}` },
    });
    const rows = ((await response.json()) as Record<string, { id: number }[]>)[sample.rows];
    if (!rows?.[0]) throw new Error(`${sample.list} answered no ${sample.rows}`);
    value = String(rows[0].id);
  }
  return path.replace(/\$\w*/, value);
}
