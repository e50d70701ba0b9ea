import { Avatar, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Product } from '@mizan/contracts';
import { IconPencil, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LtrText, type ListColumn } from '@/components/list';
import { ProductStatusBadge } from './ecommerce-badges';
import { useEcommerceFormat } from './ecommerce-format';
import { ActionIconLink, AnchorLink } from '@/components/router-links';
import { DeleteRowAction } from './ecommerce-row-action';

/** The products list's columns; the SKU is the reader's to add, the category gives way on a narrower screen. */
export function useProductColumns(canUpdate: boolean): ListColumn<Product>[] {
  const { t } = useTranslation('ecommerce');
  const format = useEcommerceFormat();
  return [
    {
      id: 'product',
      header: t('products.columns.product'),
      sortKey: 'product',
      required: true,
      card: 'title',
      cell: (product) => (
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={product.image ?? undefined} radius="md" size={38} alt="" color="gray" variant="light">
            <IconPhoto size={20} aria-hidden />
          </Avatar>
          <Stack gap={0} miw={0} maw={260}>
            {canUpdate ? (
              <AnchorLink
                to="/apps/ecommerce/product/edit/$id"
                params={{ id: String(product.id) }}
                fw={500}
                size="sm"
                truncate
              >
                {product.productName}
              </AnchorLink>
            ) : (
              <Text fw={500} size="sm" truncate>
                {product.productName}
              </Text>
            )}
            <Text size="xs" c="dimmed" truncate>
              {product.productBrand}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      id: 'category',
      header: t('products.columns.category'),
      sortKey: 'category',
      visibleFrom: 'md',
      maxWidth: 200,
      cell: (product) => <Text size="sm">{product.category}</Text>,
    },
    {
      id: 'stock',
      header: t('products.columns.stock'),
      nowrap: true,
      cell: (product) => (
        <Badge variant="light" color={product.stock ? 'success' : 'gray'} radius="sm">
          {t(`stock.${product.stock}`)}
        </Badge>
      ),
    },
    {
      id: 'sku',
      header: t('products.columns.sku'),
      sortKey: 'sku',
      hidden: true,
      maxWidth: 160,
      cell: (product) => <LtrText>{product.sku}</LtrText>,
    },
    {
      id: 'price',
      header: t('products.columns.price'),
      sortKey: 'price',
      align: 'end',
      nowrap: true,
      cell: (product) => (
        <Text size="sm" component="bdi" dir="ltr">
          {product.price}
        </Text>
      ),
    },
    {
      id: 'qty',
      header: t('products.columns.qty'),
      sortKey: 'qty',
      align: 'end',
      nowrap: true,
      cell: (product) => <Text size="sm">{format.number(product.qty)}</Text>,
    },
    {
      id: 'status',
      header: t('products.columns.status'),
      sortKey: 'status',
      nowrap: true,
      cell: (product) => <ProductStatusBadge value={product.status} />,
    },
  ];
}

/** A row's edit and delete buttons, each for those allowed. */
export function ProductRowActions({
  product,
  canUpdate,
  onDelete,
}: {
  product: Product;
  canUpdate: boolean;
  onDelete: ((product: Product) => void) | undefined;
}) {
  const { t } = useTranslation('ecommerce');
  return (
    <>
      {canUpdate && (
        <Tooltip label={t('common.edit')}>
          <ActionIconLink
            variant="subtle"
            color="gray"
            to="/apps/ecommerce/product/edit/$id"
            params={{ id: String(product.id) }}
            aria-label={t('products.editOne', { name: product.productName })}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIconLink>
        </Tooltip>
      )}
      {onDelete && (
        <DeleteRowAction
          label={t('products.deleteOne', { name: product.productName })}
          onClick={() => onDelete(product)}
        />
      )}
    </>
  );
}
