import type { ProductDetail } from '@mizan/contracts';
import { useParams } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderRoutes, type Routes } from '@/test/harness';
import { ProductFormPage } from './product-form-page';

/** The product form's tests' fixtures. */

export const detail = (extra: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 7,
  productName: 'Oak desk',
  productBrand: 'Woodly',
  category: 'Office',
  categoryId: 2,
  stock: true,
  sku: 'DESK-7',
  price: '$120.00',
  priceAmount: 120,
  qty: 4,
  status: 'Published',
  image: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  barcode: '',
  description: '<p>Solid oak</p>',
  basePrice: '120.00',
  discountedPrice: null,
  chargeTax: true,
  images: [],
  variants: [{ option: 'Colour', value: 'Natural' }],
  restockOn: null,
  shipping: { fulfilledBy: 'seller', weightGrams: 12000, freeShipping: false },
  collection: '',
  tags: ['office'],
  scheduledAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
  ...extra,
});

/** A fake API recording every call: the categories, the product, images, adding and saving; `routes` replace these. */
export const stubServer = (routes: Routes = {}) =>
  fakeServer({
    'GET /api/apps/ecommerce/categories': {
      body: {
        categories: [
          { id: 1, name: 'Shoes' },
          { id: 2, name: 'Office' },
        ],
        total: 2,
      },
    },
    'GET /api/apps/ecommerce/products/7': { body: detail() },
    'POST /api/apps/ecommerce/images': { status: 201, body: { id: 5, url: '/api/apps/ecommerce/images/5' } },
    'POST /api/apps/ecommerce/products': ({ body }) => ({
      status: 201,
      body: { ...detail(), ...(body as object), id: 9 },
    }),
    'PUT /api/apps/ecommerce/products/7': { body: detail({ version: 4 }) },
    ...routes,
  });

function EditRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <ProductFormPage id={Number(id)} />;
}

export const renderForm = (url: string) =>
  renderRoutes(
    {
      '/apps/ecommerce/product/add': () => <ProductFormPage />,
      '/apps/ecommerce/product/edit/$id': EditRoute,
      '/apps/ecommerce/product/list': () => <p>The list</p>,
    },
    url,
  );

export async function chooseCategory(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}
