import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '@/test/harness';
import { PageHeader } from './page-header';

setUpPageTests();

describe('PageHeader', () => {
  it('gives a record’s name in the other script its language and direction', async () => {
    renderPage(() => <PageHeader title="محمد عبدالله الشهري" titleIsUserText trail={[{ label: 'Users' }]} />);
    const title = await screen.findByRole('heading', { level: 1, name: 'محمد عبدالله الشهري' });
    expect(title).toHaveAttribute('lang', 'ar');
    expect(title).toHaveAttribute('dir', 'rtl');
  });

  it('leaves a title in the interface’s words alone', async () => {
    renderPage(() => <PageHeader title="محمد عبدالله الشهري" trail={[{ label: 'Users' }]} />);
    const title = await screen.findByRole('heading', { level: 1, name: 'محمد عبدالله الشهري' });
    expect(title).not.toHaveAttribute('lang');
    expect(title).not.toHaveAttribute('dir');
  });
});
