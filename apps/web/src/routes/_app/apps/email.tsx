import { createFileRoute, useParams } from '@tanstack/react-router';
import { EmailPage } from '@/features/email/email-page';
import type { EmailSearch } from '@/features/email/email-route';
import { areaAccess } from '@/lib/guard';

const positive = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * `/apps/email` and the views below it (spec §2): the layout holds the page; the child routes only say which view
 * (`$filter`, `filter/$filter`, `label/$label`) and check it in their loaders. A search, a page or the open email
 * live in the URL: `?q=&page=&id=`.
 */
export const Route = createFileRoute('/_app/apps/email')({
  // Plain code, not a search description: a text and two ids need no list of values.
  validateSearch: (input: Record<string, unknown>): EmailSearch => ({
    q: typeof input.q === 'string' && input.q.trim() ? input.q.slice(0, 200) : undefined,
    page: positive(input.page) !== undefined && (input.page as number) > 1 ? (input.page as number) : undefined,
    id: positive(input.id),
  }),
  staticData: { access: areaAccess('email'), fixedHeight: true },
  component: EmailRoute,
});

function EmailRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const params = useParams({ strict: false });
  return (
    <EmailPage
      segment={params}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  );
}
