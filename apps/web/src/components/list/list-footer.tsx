import { Group, Pagination, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListControls } from './use-list-state';

export interface ListFooterProps {
  state: Pick<ListControls, 'page' | 'pageSize' | 'pageSizes' | 'setPage' | 'setPageSize'>;
  /** How many rows match (undefined until the first answer). */
  total: number | undefined;
  /** The server stopped counting at `total` (a broad search): shown as "1,000+". */
  totalCapped?: boolean;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per language, kept: building one costs far more than using it, and a footer shows ten numbers. */
function numberFormat(language: string) {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format;
}

/** Under a list: the rows shown ("1–10 of 57"), the page size and the page buttons; nothing while it has no rows. */
export function ListFooter({ state, total, totalCapped = false }: ListFooterProps) {
  const { t, i18n } = useTranslation();
  const sizeId = useId();
  if (!total) return null;
  const { pageSize: size } = state;
  const pages = size === -1 ? 1 : Math.max(1, Math.ceil(total / size));
  const page = Math.min(state.page, pages);
  const first = size === -1 ? 1 : (page - 1) * size + 1;
  const last = size === -1 ? total : Math.min(page * size, total);
  const number = (value: number) => numberFormat(i18n.language).format(value);
  return (
    <Group
      px="md"
      py="sm"
      justify="space-between"
      gap="sm"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="list-range">
          {t('list.range', {
            first: number(first),
            last: number(last),
            total: totalCapped ? `${number(total)}+` : number(total),
          })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
            {t('list.rowsPerPage')}
          </Text>
          <Select
            id={sizeId}
            size="xs"
            w={80}
            data={state.pageSizes.map((value) => ({
              value: String(value),
              label: value === -1 ? t('list.all') : number(value),
            }))}
            value={String(size)}
            allowDeselect={false}
            onChange={(value) => value && state.setPageSize(Number(value))}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Group>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={state.setPage}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`list.pagination.${control}`) })}
        />
      )}
    </Group>
  );
}
