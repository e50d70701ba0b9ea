import { ActionIcon, Button, Checkbox, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { columnsParam, visibleColumns, type ListColumn } from './list-columns';
import type { ListControls } from './use-list-state';

/** Which optional columns the list shows; the choice goes into the URL (`cols`), so a shared link keeps it. */
export function ColumnChooser({
  state,
  columns,
}: {
  state: Pick<ListControls, 'columns' | 'setColumns'>;
  columns: readonly ListColumn<never>[];
}) {
  const { t } = useTranslation();
  const optional = columns.filter((column) => !column.required);
  if (optional.length === 0) return null;
  const shown = visibleColumns(optional, state.columns).map((column) => column.id);
  const toggle = (id: string) =>
    state.setColumns(columnsParam(columns, shown.includes(id) ? shown.filter((one) => one !== id) : [...shown, id]));
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Tooltip label={t('list.columns')}>
          <ActionIcon variant="default" size="input-sm" aria-label={t('list.columns')}>
            <IconColumns3 size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('list.columns')}>
          <Text size="sm" fw={600}>
            {t('list.columnsTitle')}
          </Text>
          {optional.map((column) => (
            <Checkbox
              key={column.id}
              label={column.header}
              checked={shown.includes(column.id)}
              onChange={() => toggle(column.id)}
            />
          ))}
          {state.columns && (
            <Button variant="subtle" size="compact-sm" onClick={() => state.setColumns(undefined)}>
              {t('list.resetColumns')}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
