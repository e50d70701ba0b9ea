import { PRODUCT_TEXT } from '@mizan/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, setLanguage, setUpPageTests } from '@/test/harness';
import { productBodyOf, emptyProductValues, withQty } from './product-form-values';
import { moveItem } from './product-images-field';
import { chooseCategory, detail, renderForm, stubServer } from './product-test-fixtures';

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

describe('productBodyOf', () => {
  it('refuses a discount at or above the base price, and a scheduled product without its date', () => {
    const values = {
      ...emptyProductValues(),
      productName: 'A',
      sku: 'A-1',
      categoryId: '1',
      basePrice: '10.00',
      discountedPrice: '10',
    };
    expect(productBodyOf(values).errors).toEqual({ discountedPrice: PRODUCT_TEXT.discountTooHigh });
    expect(productBodyOf({ ...values, discountedPrice: 9.99, status: 'Scheduled' }).errors).toEqual({
      scheduledAt: PRODUCT_TEXT.scheduledAtMissing,
    });
    const ok = productBodyOf({
      ...values,
      discountedPrice: 9.99,
      status: 'Scheduled',
      scheduledAt: '2030-01-02 10:00:00',
    });
    expect(ok.body?.scheduledAt).toMatch(/^2030-01-0\dT\d\d:00:00.000Z$/);
    expect(ok.body?.discountedPrice).toBe('9.99');
  });
});

describe('withQty', () => {
  it('turns the switch off at 0, on when stock comes in, and leaves it between two quantities', () => {
    const values = emptyProductValues();
    expect(values).toMatchObject({ qty: 0, inStock: false });
    expect(withQty(values, 4)).toEqual({ qty: 4, inStock: true });
    expect(withQty({ ...values, qty: 4, inStock: false }, 6)).toEqual({ qty: 6, inStock: false });
    expect(withQty({ ...values, qty: 4, inStock: true }, 0)).toEqual({ qty: 0, inStock: false });
    expect(withQty({ ...values, qty: 4, inStock: true }, '')).toEqual({ qty: '', inStock: false });
    expect(withQty({ ...values, qty: '', inStock: false }, '2')).toEqual({ qty: '2', inStock: true });
    // A switch left on with nothing to sell is sent off.
    const body = productBodyOf({
      ...values,
      productName: 'A',
      sku: 'A-1',
      categoryId: '1',
      basePrice: '1',
      inStock: true,
    });
    expect(body.body).toMatchObject({ inStock: false, qty: 0 });
  });
});

describe('moveItem', () => {
  it('moves an image earlier, later or first', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
  });
});

describe('ProductFormPage', () => {
  it('shows the required fields’ errors without sending anything', async () => {
    const server = stubServer();
    renderForm('/apps/ecommerce/product/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Enter the product name')).toBeInTheDocument();
    expect(screen.getByText('Enter the SKU')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByText('Enter a price, such as 49.90')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('says what to enter in the reader’s words: a price and a SKU, in French', async () => {
    await setLanguage('fr', ['ecommerce']);
    stubServer();
    renderForm('/apps/ecommerce/product/add');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Référence (SKU)' }), 'SHOE 42');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter le produit' }));
    expect(await screen.findByText('Saisissez un prix, par exemple 49.90')).toBeInTheDocument();
    expect(
      screen.getByText('N’utilisez que des lettres, des chiffres et - . _ dans la référence, par exemple SHOE-42'),
    ).toBeInTheDocument();
  });

  it('refuses a scheduled product without its date and a discount at or above the base price', async () => {
    const server = stubServer();
    renderForm('/apps/ecommerce/product/add');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Desk');
    await userEvent.type(screen.getByRole('textbox', { name: 'SKU' }), 'DESK-1');
    await chooseCategory('Office');
    await userEvent.type(screen.getByRole('textbox', { name: 'Base price' }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: 'Discounted price' }), '100');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Scheduled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Choose when the product goes on sale')).toBeInTheDocument();
    expect(screen.getByText('The discounted price must be lower than the base price')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('refuses a too-large image before any request', async () => {
    const server = stubServer();
    renderForm('/apps/ecommerce/product/add');
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Choose images to upload'), big);
    expect(await screen.findByText('“big.png” was not added: The image is larger than 2 MB')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('uploads an image, then adds the product with the exact body and goes to the list', async () => {
    const server = stubServer();
    renderForm('/apps/ecommerce/product/add');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Desk');
    await userEvent.type(screen.getByRole('textbox', { name: 'SKU' }), 'DESK-1');
    await chooseCategory('Office');
    await userEvent.type(screen.getByRole('textbox', { name: 'Base price' }), '120.5');
    const tags = screen
      .getAllByLabelText('Tags')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden')!;
    await userEvent.type(tags, 'wood{Enter}');
    await userEvent.upload(
      screen.getByLabelText('Choose images to upload'),
      new File(['png'], 'desk.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Product image 1' })).toBeInTheDocument();
    expect(server.writes()).toHaveLength(1);
    expect(server.writes()[0]!.path).toBe('/api/apps/ecommerce/images');
    expect(server.writes()[0]!.body).toBeInstanceOf(FormData);

    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    const post = server.writes()[1]!;
    expect(post.method).toBe('POST');
    expect(post.path).toBe('/api/apps/ecommerce/products');
    expect(post.body).toEqual({
      productName: 'Desk',
      productBrand: '',
      sku: 'DESK-1',
      barcode: '',
      description: '',
      categoryId: 2,
      collection: '',
      status: 'Published',
      scheduledAt: null,
      tags: ['wood'],
      basePrice: '120.5',
      discountedPrice: null,
      chargeTax: true,
      // Nothing to sell yet: out of stock (the server would store it so anyway).
      inStock: false,
      qty: 0,
      restockOn: null,
      variants: [],
      shipping: { fulfilledBy: 'company', weightGrams: null, freeShipping: false },
      imageIds: [5],
    });
  });

  it('starts out of stock at quantity 0: the switch follows the quantity and is sent as shown', async () => {
    const server = stubServer();
    renderForm('/apps/ecommerce/product/add');
    const inStock = await screen.findByRole('switch', { name: /^In stock/ });
    expect(inStock).not.toBeChecked();
    expect(inStock).toBeDisabled();
    expect(screen.getByText('Out of stock while the quantity is 0')).toBeInTheDocument();

    const qty = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '12');
    expect(inStock).toBeChecked();
    expect(inStock).toBeEnabled();
    expect(screen.getByText('Turn off to stop selling it while there is stock')).toBeInTheDocument();
    // Off by choice stays off while the quantity changes; back to 0 and up again turns it on.
    await userEvent.click(inStock);
    await userEvent.type(qty, '5');
    expect(qty).toHaveValue('125');
    expect(inStock).not.toBeChecked();
    await userEvent.clear(qty);
    expect(inStock).toBeDisabled();
    await userEvent.type(qty, '3');
    expect(inStock).toBeChecked();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Desk');
    await userEvent.type(screen.getByRole('textbox', { name: 'SKU' }), 'DESK-1');
    await chooseCategory('Office');
    await userEvent.type(screen.getByRole('textbox', { name: 'Base price' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(server.callsTo('POST /api/apps/ecommerce/products').map((call) => call.body)).toEqual([
      expect.objectContaining({ inStock: true, qty: 3 }),
    ]);
  });

  it('edits a sold-out product: the switch is off until stock comes in, then on', async () => {
    const server = stubServer({ 'GET /api/apps/ecommerce/products/7': { body: detail({ stock: false, qty: 0 }) } });
    renderForm('/apps/ecommerce/product/edit/7');
    const qty = await screen.findByRole('textbox', { name: 'Quantity' });
    await waitFor(() => expect(qty).toHaveValue('0'));
    const inStock = screen.getByRole('switch', { name: /^In stock/ });
    expect(inStock).not.toBeChecked();
    expect(inStock).toBeDisabled();
    await userEvent.clear(qty);
    await userEvent.type(qty, '20');
    expect(inStock).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/apps/ecommerce/products/7').map((call) => call.body)).toEqual([
      expect.objectContaining({ inStock: true, qty: 20, version: 3 }),
    ]);
  });

  it('edits: loads the product, sends PUT with its version', async () => {
    const server = stubServer();
    renderForm('/apps/ecommerce/product/edit/7');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Oak desk'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Walnut desk');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    const put = server.writes()[0]!;
    expect(put.method).toBe('PUT');
    expect(put.path).toBe('/api/apps/ecommerce/products/7');
    expect(put.body).toMatchObject({
      productName: 'Walnut desk',
      sku: 'DESK-7',
      categoryId: 2,
      basePrice: '120.00',
      qty: 4,
      variants: [{ option: 'Colour', value: 'Natural' }],
      shipping: { fulfilledBy: 'seller', weightGrams: 12000, freeShipping: false },
      tags: ['office'],
      version: 3,
    });
  });

  it('shows the stale notice on 409', async () => {
    stubServer({ 'PUT /api/apps/ecommerce/products/7': { status: 409, body: { message: PRODUCT_TEXT.stale } } });
    renderForm('/apps/ecommerce/product/edit/7');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Oak desk'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Someone else changed this meanwhile. Reload to see their version.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows a server field error under its field', async () => {
    stubServer({
      'PUT /api/apps/ecommerce/products/7': {
        status: 400,
        body: { message: 'Invalid', errors: { sku: [PRODUCT_TEXT.skuTaken] } },
      },
    });
    renderForm('/apps/ecommerce/product/edit/7');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Oak desk'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Another product already has this SKU')).toBeInTheDocument();
  });

  it('says when the product does not exist', async () => {
    stubServer({ 'GET /api/apps/ecommerce/products/7': { status: 404, body: { message: PRODUCT_TEXT.notFound } } });
    renderForm('/apps/ecommerce/product/edit/7');
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the products' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/product/list',
    );
  });
});
