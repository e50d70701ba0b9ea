import { Button, Card, Stack } from '@mantine/core';
import type { Category } from '@mizan/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter, ListTable, ListToolbar, useListState } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { ability } from '@/lib/session';
import { categoryListQuery } from './categories.api';
import { CategoryDeleteModal } from './category-delete-modal';
import { CategoryDrawer } from './category-drawer';
import { CategoryRowActions, useCategoryColumns } from './category-list-table';
import { categoryList, type CategoryListSearch } from './ecommerce.search';

export interface CategoryListPageProps {
  search: CategoryListSearch;
  /** Writes a change of the list's state into the URL (the page reads nothing else). */
  onSearchChange: (next: CategoryListSearch) => void;
}

/** Drawer state: closed, adding, or editing a row. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; category: Category };

/** `/apps/ecommerce/product/category-list`: search, a server-sorted and paged list, add/edit drawer, delete with move-to. */
export function CategoryListPage({ search, onSearchChange }: CategoryListPageProps) {
  const { t } = useTranslation('ecommerce');
  const list = useListState(categoryList, search, onSearchChange);
  const categories = useQuery(categoryListQuery(list.query));
  const columns = useCategoryColumns(categories.data?.currency);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Category | null>(null);
  const canCreate = ability.can('create', 'Product');
  const canUpdate = ability.can('update', 'Product');
  const canDelete = ability.can('delete', 'Product');

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
        <ListToolbar state={list} searchLabel={t('categories.search')} columns={columns} />
        <ListTable
          state={list}
          label={t('categories.title')}
          columns={columns}
          rows={categories.data?.categories}
          query={categories}
          errorText={t('categories.loadError')}
          getRowId={(category) => category.id}
          rowActions={
            canUpdate || canDelete
              ? (category) => (
                  <CategoryRowActions
                    category={category}
                    onEdit={canUpdate ? (one) => setEditing({ mode: 'edit', category: one }) : undefined}
                    onDelete={canDelete ? setDeleting : undefined}
                  />
                )
              : undefined
          }
        />
        <ListFooter state={list} total={categories.data?.total} totalCapped={categories.data?.totalCapped} />
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
