import type { SearchGroupResult } from '@mizan/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spotlight } from '@mantine/spotlight';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderRoutes, stubFetch } from '@/test/render-routes';
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

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['layout', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

describe('GlobalSearch', () => {
  it('shows a case found by the server with its file number line, and opens the case', async () => {
    const fetchMock = stubFetch(200, results);
    const router = renderRoutes({ '/': () => <GlobalSearch />, '/legal-cases/$id': () => <p>case page</p> }, '/');
    await screen.findAllByText('Search');
    act(() => spotlight.open());
    await userEvent.type(await screen.findByRole('textbox', { name: /search/i }), 'ابراهيم');

    expect(await screen.findByText('2026/0042 · 4471234/1447 · مؤسسة إبراهيم ⟷ شركة الضياء')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        (fetchMock.mock.calls as unknown as [string][]).some(([url]) =>
          url.includes('q=%D8%A7%D8%A8%D8%B1%D8%A7%D9%87%D9%8A%D9%85'),
        ),
      ).toBe(true),
    );

    await userEvent.click(screen.getByText('مطالبة بمستحقات نهاية الخدمة'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-cases/42'));
  });
});
