import type { SearchGroupResult } from '@mizan/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderRoutes, setUpPageTests } from '@/test/harness';
import { GlobalSearch } from './global-search';

const results: SearchGroupResult[] = [
  {
    title: 'Legal cases',
    category: 'legalCases',
    children: [
      {
        url: '/legal-cases/42',
        icon: 'briefcase',
        title: 'مطالبة بمستحقات نهاية الخدمة',
        description: '2026/0042 · 4471234/1447 · مؤسسة إبراهيم ⟷ شركة الضياء',
      },
    ],
  },
];

setUpPageTests();

describe('GlobalSearch', () => {
  it('shows a case found by the server with its file number line, and opens the case', async () => {
    // Suggestions for the empty query are none; the case only for what was typed.
    const server = fakeServer({
      'GET /api/app-bar/search': ({ query }) => ({ body: query.get('q') === 'ابراهيم' ? results : [] }),
    });
    const router = renderRoutes({ '/': () => <GlobalSearch />, '/legal-cases/$id': () => <p>case page</p> }, '/');
    await userEvent.click(await screen.findByRole('button', { name: /Search/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: /search/i }), 'ابراهيم');

    expect(await screen.findByText('2026/0042 · 4471234/1447 · مؤسسة إبراهيم ⟷ شركة الضياء')).toBeInTheDocument();
    expect(server.callsTo('GET /api/app-bar/search').at(-1)?.query.get('lang')).toBe('en');

    await userEvent.click(screen.getByText('مطالبة بمستحقات نهاية الخدمة'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-cases/42'));
  });
});
