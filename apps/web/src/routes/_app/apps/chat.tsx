import { createFileRoute } from '@tanstack/react-router';
import { chatListQuery } from '@/features/chat/chat.api';
import { ChatPage, type ChatSearch } from '@/features/chat/chat-page';
import { areaAccess } from '@/lib/guard';

const positive = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** `/apps/chat` (spec §2, fixed height): the chat open (`with` a user id, or `group` a group chat's) and `q` in the URL. */
export const Route = createFileRoute('/_app/apps/chat')({
  // Plain code, not a search description: an id and a text need no list of values.
  validateSearch: (input: Record<string, unknown>): ChatSearch => ({
    with: positive(input.with),
    group: positive(input.with) ? undefined : positive(input.group),
    q: typeof input.q === 'string' && input.q.trim() ? input.q.slice(0, 100) : undefined,
  }),
  staticData: { access: areaAccess('chat'), fixedHeight: true },
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ context, deps }) => {
    // Started, not awaited: the page shows its own loading and error states.
    void context.queryClient.prefetchQuery(chatListQuery(deps.q));
  },
  component: ChatRoute,
});

function ChatRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ChatPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  );
}
