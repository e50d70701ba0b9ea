import type { Category } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '@/components/list/list-test-utils';
import {
  ADMIN,
  fakeServer,
  readerOf,
  renderListPage,
  setLanguage,
  setUpPageTests,
  signIn,
  type Call,
  type Reply,
} from '@/test/harness';
import { CategoryListPage } from './category-list-page';
import { imageProblem } from './category-image-field';
import { categoryList } from './ecommerce.search';

const category = (id: number, name: string, extra: Partial<Category> = {}): Category => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: `${name} and more`,
  parentId: null,
  parentName: null,
  imageId: null,
  image: null,
  products: 0,
  earnings: 0,
  version: 1,
  ...extra,
});

const ROWS = [
  category(1, 'Electronics', { products: 3, earnings: 1234.5 }),
  category(2, 'Accessories', { parentId: 1, parentName: 'Electronics', earnings: 99 }),
];
const PATH = '/api/apps/ecommerce/categories';

function stub({ deleteAnswer }: { deleteAnswer?: (call: Call) => Reply } = {}) {
  const server = fakeServer({
    [`GET ${PATH}`]: { body: { categories: ROWS, total: 25 } },
    [`DELETE ${PATH}/:id`]: (call) => deleteAnswer?.(call) ?? { status: 204 },
    [`POST ${PATH}`]: { status: 201, body: category(9, 'Garden') },
    [`PUT ${PATH}/:id`]: { body: category(2, 'Accessories', { version: 4 }) },
    'POST /api/apps/ecommerce/images': { status: 201, body: { id: 77, url: '/api/apps/ecommerce/images/77' } },
  });
  return { calls: server.calls, gets: () => server.callsTo(`GET ${PATH}`).map((call) => call.url) };
}

const renderPage = () =>
  renderListPage({
    path: '/apps/ecommerce/product/category-list',
    validateSearch: categoryList.validate,
    Page: CategoryListPage,
  });

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

describe('CategoryListPage', () => {
  beforeEach(() => {
    setScreenWidth(1440);
    return () => vi.unstubAllGlobals();
  });

  it('renders the rows of the answer: name, description, parent, products, earnings as money', async () => {
    const api = stub();
    renderPage();
    const cell = await screen.findByText('Accessories');
    const row = within(cell.closest('tr')!);
    expect(row.getByText('Electronics')).toBeInTheDocument();
    expect(row.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Electronics and more')).toBeInTheDocument();
    expect(api.gets()).toContain(`${PATH}?page=1&itemsPerPage=10`);
    expect(screen.getByRole('button', { name: 'Add category' })).toBeInTheDocument();
  });

  it('shows "No data available" for an empty answer and an error with retry when the call fails', async () => {
    let fail = true;
    fakeServer({
      [`GET ${PATH}`]: () =>
        fail ? { status: 500, body: { message: 'Boom' } } : { body: { categories: [], total: 0 } },
    });
    renderPage();
    await screen.findByText('The categories could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('sort, search and paging go into the URL and the query', async () => {
    const api = stub();
    const { last } = renderPage();
    await screen.findByText('Accessories');
    await userEvent.click(screen.getByRole('button', { name: 'Earnings' }));
    expect(last()).toEqual({ sortBy: 'earnings', orderBy: 'asc' });
    await waitFor(() => expect(api.gets()).toContain(`${PATH}?sortBy=earnings&orderBy=asc&page=1&itemsPerPage=10`));
    await userEvent.click(screen.getByRole('button', { name: 'Earnings' }));
    expect(last()).toEqual({ sortBy: 'earnings', orderBy: 'desc' });

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(last()).toEqual({ sortBy: 'earnings', orderBy: 'desc', page: 2 });
    await waitFor(() => expect(api.gets()).toContain(`${PATH}?sortBy=earnings&orderBy=desc&page=2&itemsPerPage=10`));

    await userEvent.type(screen.getByRole('textbox', { name: 'Search categories' }), 'elec');
    await waitFor(() => expect(last()).toEqual({ sortBy: 'earnings', orderBy: 'desc', q: 'elec' }));
    await waitFor(() =>
      expect(api.gets()).toContain(`${PATH}?q=elec&sortBy=earnings&orderBy=desc&page=1&itemsPerPage=10`),
    );
  });

  it('deleting a category with products asks where to move them and sends moveTo', async () => {
    const api = stub();
    renderPage();
    await screen.findByText('Accessories');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Electronics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(
      within(dialog).getByText('This category has 3 products; choose a category to move them to.'),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Move products and delete' });
    expect(confirm).toBeDisabled();
    await waitFor(() => expect(api.gets()).toContain(`${PATH}?sortBy=name&orderBy=asc&page=1&itemsPerPage=-1`));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Move its products to' }));
    const other = await screen.findByRole('option', { name: 'Accessories' });
    // The category itself is not offered.
    expect(screen.queryByRole('option', { name: 'Electronics' })).not.toBeInTheDocument();
    await userEvent.click(other);
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        `${PATH}/1?moveTo=2`,
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete category' })).not.toBeInTheDocument());
  });

  it('a 409 "in use" answer shows the move-to choice, then retries with moveTo', async () => {
    const api = stub({
      deleteAnswer: (call) =>
        call.url.includes('moveTo=')
          ? { status: 204 }
          : {
              status: 409,
              body: {
                message: 'In use',
                errors: { moveTo: ['This category has 4 products; choose a category to move them to'] },
              },
            },
    });
    renderPage();
    await screen.findByText('Accessories');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Accessories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(within(dialog).queryByRole('combobox', { name: 'Move its products to' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This category has 4 products; choose a category to move them to'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Move its products to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Electronics' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move products and delete' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        `${PATH}/2`,
        `${PATH}/2?moveTo=1`,
      ]),
    );
  });

  it('"Add category" opens the drawer and posts the form', async () => {
    const api = stub();
    renderPage();
    await screen.findByText('Accessories');
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add category' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add category' }));
    expect(await within(drawer).findByText('Enter the category name')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Garden');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Description' }), 'Tools');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Garden',
        slug: '',
        description: 'Tools',
        parentId: null,
        imageId: null,
      }),
    );
  });

  it('says how to write the web address in the reader’s words, and focuses it', async () => {
    await setLanguage('fr', ['ecommerce']);
    const api = stub();
    renderPage();
    await screen.findByText('Accessories');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une catégorie' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ajouter une catégorie' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Nom/ }), 'Déco maison');
    const address = within(drawer).getByRole('textbox', { name: /^Adresse web/ });
    await userEvent.type(address, 'Déco maison');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Ajouter la catégorie' }));
    expect(
      await within(drawer).findByText(
        'Utilisez des lettres minuscules et des chiffres, avec des tirets entre les mots, par exemple deco-maison',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(address).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('uploads a chosen image, shows its thumbnail, and sends its id; refuses a file over 2 MB', async () => {
    const api = stub();
    renderPage();
    await screen.findByText('Accessories');
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add category' });
    const input = drawer.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await within(drawer).findByText('The image is larger than 2 MB')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/api/apps/ecommerce/images')).toBe(false);

    await userEvent.upload(input, new File(['png'], 'shoe.png', { type: 'image/png' }));
    const thumb = await within(drawer).findByRole('img', { name: 'Category image' });
    expect(thumb).toHaveAttribute('src', '/api/apps/ecommerce/images/77');
    const upload = api.calls.find((call) => call.url === '/api/apps/ecommerce/images')!;
    expect(upload.method).toBe('POST');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);

    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Shoes');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST' && call.url === PATH)?.body).toMatchObject({
        imageId: 77,
      }),
    );
  });

  it('edits a row in the same drawer and sends its version', async () => {
    const api = stub();
    renderPage();
    await screen.findByText('Accessories');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Accessories' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit category' });
    const name = within(drawer).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Accessories');
    await userEvent.clear(name);
    await userEvent.type(name, 'Gadgets');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
        url: `${PATH}/2`,
        body: { name: 'Gadgets', slug: 'accessories', parentId: 1, version: 1 },
      }),
    );
  });

  it('hides add, edit and delete from a reader', async () => {
    signIn(readerOf('Product'));
    stub();
    renderPage();
    await screen.findByText('Accessories');
    expect(screen.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Electronics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Electronics' })).not.toBeInTheDocument();
  });

  it('shows a card per category on a phone, with its buttons', async () => {
    setScreenWidth(390);
    stub();
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Categories' });
    const card = (await within(cards).findByText('Accessories')).closest('li')!;
    expect(within(card).getByText('Earnings').tagName).toBe('DT');
    expect(card).toHaveTextContent('$99.00');
    expect(within(card).getByRole('button', { name: 'Delete Accessories' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('refuses images of another type or over 2 MB before uploading', () => {
    expect(imageProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(imageProblem(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe('type');
    expect(imageProblem(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toBe(
      'tooLarge',
    );
  });
});
