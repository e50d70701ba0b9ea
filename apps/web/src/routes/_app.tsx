import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { ShellLayout } from '@/components/layout/shell-layout';
import { ChatNavButton } from '@/features/chat/chat-nav-button';
import { NotificationsMenu } from '@/features/notifications/notifications-menu';
import { GlobalSearch } from '@/features/search/global-search';
import { useLiveConnection } from '@/lib/live-connection';
import { officeTimeZoneQuery } from '@/lib/office-time-hooks';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page fills the window and scrolls inside itself (chat, email, logistics fleet; spec §2). */
    fixedHeight?: boolean;
  }
}

/** The app shell (pathless layout): navigation, navbar with search and notifications, footer. */
export const Route = createFileRoute('/_app')({
  // Every page that shows a time waits for the office's zone: asked once, beside the page's own data.
  loader: ({ context }) => void context.queryClient.prefetchQuery(officeTimeZoneQuery()),
  component: AppLayout,
});

function AppLayout() {
  useLiveConnection();
  const fixedHeight = useMatches({ select: (matches) => matches.some((match) => match.staticData.fixedHeight) });
  return (
    <ShellLayout
      fixedHeight={fixedHeight}
      search={<GlobalSearch />}
      notifications={
        <>
          <ChatNavButton />
          <NotificationsMenu />
        </>
      }
    >
      <Outlet />
    </ShellLayout>
  );
}
