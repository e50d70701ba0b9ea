import { PRODUCT_TEXT } from '@mizan/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, setUpPageTests } from '@/test/harness';
import { renderForm, stubServer } from './product-test-fixtures';

setUpPageTests({ namespaces: ['ecommerce'], user: ADMIN });

const question = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('ProductFormPage, unsaved input and invalid fields', () => {
  it('asks before leaving a half-filled product: staying keeps the input, discarding goes to the list', async () => {
    const server = stubServer();
    const router = renderForm('/apps/ecommerce/product/add');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Oak desk');

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/apps/ecommerce/product/add');
    expect(name).toHaveValue('Oak desk');

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('leaves an untouched form without asking', async () => {
    stubServer();
    renderForm('/apps/ecommerce/product/edit/7');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Oak desk'));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  it('focuses the first invalid field after a failed submit, without sending anything', async () => {
    const server = stubServer();
    renderForm('/apps/ecommerce/product/add');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Oak desk');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Enter the SKU')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveFocus());
    expect(server.writes()).toEqual([]);
  });

  it('focuses a field the server refused', async () => {
    stubServer({
      'PUT /api/apps/ecommerce/products/7': {
        status: 400,
        body: { message: 'Invalid', errors: { sku: [PRODUCT_TEXT.skuTaken] } },
      },
    });
    renderForm('/apps/ecommerce/product/edit/7');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Oak desk'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Another product already has this SKU')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveFocus());
  });
});
