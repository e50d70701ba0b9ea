import { Box, Card, Checkbox, Group, Skeleton, Stack } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-columns';
import type { RowId, RowSelection } from './use-row-selection';
import classes from './list.module.css';

export interface ListCardsProps<T> {
  label: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => RowId;
  rowLabel?: (row: T) => string;
  rowActions?: (row: T) => ReactNode;
  selection?: RowSelection;
  /** A list's own card instead of the labelled columns. */
  renderCard?: (row: T) => ReactNode;
}

/**
 * Phones: one card per row — the title column as its heading with the tick box and the row's actions beside it,
 * then every other shown column as a labelled line. Nothing is wider than the screen.
 */
export function ListCards<T>({
  label,
  columns,
  rows,
  getRowId,
  rowLabel,
  rowActions,
  selection,
  renderCard,
}: ListCardsProps<T>) {
  const { t } = useTranslation();
  const title = columns.find((column) => column.card === 'title') ?? columns[0];
  const lines = columns.filter((column) => column !== title && column.card !== 'none');
  return (
    <Stack component="ul" gap="sm" p="sm" className={classes.cards} aria-label={label}>
      {rows.map((row) => {
        const id = getRowId(row);
        const selected = selection?.isSelected(id) ?? false;
        return (
          <Card
            key={id}
            component="li"
            withBorder
            radius="md"
            padding="sm"
            className={selected ? classes.selected : undefined}
            data-testid="list-row"
          >
            {renderCard ? (
              renderCard(row)
            ) : (
              <>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
                    {selection && (
                      <Checkbox
                        aria-label={t('list.selectRow', { name: rowLabel?.(row) ?? id })}
                        checked={selected}
                        onChange={() => selection.toggle(id)}
                      />
                    )}
                    <Box miw={0} style={{ flex: 1 }} className={classes.cardTitle}>
                      {title?.cell(row)}
                    </Box>
                  </Group>
                  {rowActions && (
                    <Group gap={2} wrap="nowrap">
                      {rowActions(row)}
                    </Group>
                  )}
                </Group>
                {lines.length > 0 && (
                  <dl className={classes.fields}>
                    {lines.map((column) => (
                      <Fragment key={column.id}>
                        <dt>{column.header}</dt>
                        <dd>{column.cell(row)}</dd>
                      </Fragment>
                    ))}
                  </dl>
                )}
              </>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}

/** Placeholder cards while the first page loads. */
export function ListCardsLoading() {
  return (
    <Stack gap="sm" p="sm">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={110} radius="md" />
      ))}
    </Stack>
  );
}
