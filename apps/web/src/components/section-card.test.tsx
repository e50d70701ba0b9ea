import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setUpPageTests } from '@/test/harness';
import { SectionCard } from './section-card';

setUpPageTests({ namespaces: [] });

describe('SectionCard', () => {
  it('heads a page section at level 2 with the line saying what it is for, then its content', async () => {
    renderPage(() => (
      <SectionCard level={2} title="Connections" description="People you work with">
        <p>Lina Haddad</p>
      </SectionCard>
    ));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Connections' });
    const card = heading.closest('.mantine-Card-root') as HTMLElement;
    expect(within(card).getByText('People you work with')).toBeInTheDocument();
    expect(within(card).getByText('Lina Haddad')).toBeInTheDocument();
  });

  it('heads a section inside a headed block at level 3, without a description', async () => {
    renderPage(() => (
      <SectionCard level={3} title="Devices">
        <p>Firefox on Linux</p>
      </SectionCard>
    ));

    const heading = await screen.findByRole('heading', { level: 3, name: 'Devices' });
    expect(heading.nextElementSibling).toHaveTextContent('Firefox on Linux');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
