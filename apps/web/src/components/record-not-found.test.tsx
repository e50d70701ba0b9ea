import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderRoutes } from '@/test/render-routes';
import { RecordNotFound } from './record-not-found';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

describe('RecordNotFound', () => {
  it('says why and links back to the list', async () => {
    renderRoutes(
      { '/': () => <RecordNotFound title="Order not found" backTo="/orders" backLabel="Back to orders" /> },
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted, or the link is wrong.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
  });
});
