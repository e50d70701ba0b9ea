import { Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { Category } from '@mizan/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { ability } from '@/lib/session';
import { categoryListQuery } from './categories.api';
import { CategoryDeleteModal } from './category-delete-modal';
import { CategoryDrawer } from './category-drawer';
import { CategoryListTable } from './category-list-table';
import { ListBody } from './ecommerce-list-body';
import { useListSearchState } from './ecommerce-list-state';
import type { CategoryListSearch } from './ecommerce.search';

export interface CategoryListPageProps {
  search: CategoryListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: CategoryListSearch) => void;
}

/** Drawer state: closed, adding, or editing a row. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; category: Category };

/** `/apps/ecommerce/product/category-list`: search, a server-sorted and paged table, add/edit drawer, delete with move-to. */
export function CategoryListPage({ search, onSearchChange }: CategoryListPageProps) {
  const { t } = useTranslation('ecommerce');
  const list = useQuery(categoryListQuery(search));
  const currency = list.data?.currency;
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Category | null>(null);
  const canCreate = ability.can('create', 'Product');
  const canUpdate = ability.can('update', 'Product');
  const canDelete = ability.can('delete', 'Product');

  const { update, toggleSort, pager } = useListSearchState(search, onSearchChange);

  return (
    <Stack gap="lg">
      <PageHeader
        section="appsPages"
        area="ecommerceCategories"
        title={t('categories.title')}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ mode: 'add' })}>
              {t('categories.add')}
            </Button>
          )
        }
      />
      <Card withBorder radius="md" padding={0}>
        <Group p="md" gap="sm" justify="space-between" wrap="wrap">
          <SearchInput
            label={t('categories.search')}
            value={search.q}
            onSearch={(q) => update({ q })}
            w={{ base: '100%', sm: 300 }}
          />
          {list.data && (
            <Text size="sm" c="dimmed">
              {t('categories.count', { count: list.data.total })}
            </Text>
          )}
        </Group>
        <Divider />
        <ListBody list={list} errorTitle={t('categories.loadError')} pager={pager}>
          <CategoryListTable
            rows={list.data?.categories}
            search={search}
            currency={currency ?? 'USD'}
            canUpdate={canUpdate}
            canDelete={canDelete}
            onSort={toggleSort}
            onEdit={(category) => setEditing({ mode: 'edit', category })}
            onDelete={setDeleting}
          />
        </ListBody>
      </Card>
      <CategoryDrawer
        opened={editing.mode !== 'closed'}
        category={editing.mode === 'edit' ? editing.category : null}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <CategoryDeleteModal category={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
