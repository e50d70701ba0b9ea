import { useDocumentTitle } from '@mantine/hooks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  useNavigate,
  useRouterState,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderRouter, setUpPageTests } from '@/test/harness';
import { MAIN_CONTENT_ID, RouteAnnouncer } from './route-announcer';

setUpPageTests();

function Page({ title, children }: { title: string; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <div id={MAIN_CONTENT_ID} tabIndex={-1}>
      {children}
    </div>
  );
}

/** Goes to the list's second page, and is gone there (as a pager's last button can be). */
function FilterButton() {
  const navigate = useNavigate();
  const onSecondPage = useRouterState({ select: (state) => state.location.search.page === 2 });
  if (onSecondPage) return <p>Page 2</p>;
  return <button onClick={() => void navigate({ to: '/legal-cases', search: { page: 2 } as never })}>Next page</button>;
}

function renderApp() {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <RouteAnnouncer />
      </>
    ),
  });
  const routes = [
    createRoute({
      getParentRoute: () => root,
      path: '/',
      component: () => (
        <Page title="Dashboard">
          <Link to="/legal-cases">Cases</Link>
        </Page>
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/legal-cases',
      component: () => (
        <Page title="Cases">
          <FilterButton />
        </Page>
      ),
    }),
  ];
  return renderRouter(
    createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/'] }) }),
  );
}

describe('RouteAnnouncer', () => {
  it('says nothing for the first page, then reads the next page’s title and gives focus to its content', async () => {
    renderApp();
    const link = await screen.findByRole('link', { name: 'Cases' });
    expect(screen.getByRole('status')).toHaveTextContent('');

    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Cases$/));
    // The link went away with the dashboard: focus is on the new page's content, not lost at the top.
    expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus();
  });

  it('keeps quiet and leaves focus alone when only the search changes', async () => {
    renderApp();
    await userEvent.click(await screen.findByRole('link', { name: 'Cases' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Cases$/));
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Page 2');
    await new Promise(requestAnimationFrame);
    expect(screen.getByRole('status')).toHaveTextContent(/^Cases$/);
    expect(document.getElementById(MAIN_CONTENT_ID)).not.toHaveFocus();
  });
});
