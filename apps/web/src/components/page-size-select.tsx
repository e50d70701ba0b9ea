import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PageSizeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The sizes offered; -1 stands for all rows. */
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
}

/**
 * How many rows a table page shows.
 *
 * @deprecated Only `TableFooter` uses it; the list kit's `ListFooter` has its own.
 */
export function PageSizeSelect({ sizes, value, onChange, ...props }: PageSizeSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      data={sizes.map((size) => ({ value: String(size), label: size === -1 ? t('table.all') : String(size) }))}
      value={String(value)}
      allowDeselect={false}
      onChange={(next) => next && onChange(Number(next))}
      {...props}
    />
  );
}
