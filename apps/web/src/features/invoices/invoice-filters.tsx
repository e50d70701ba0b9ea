import '@mantine/dates/styles.css';
import { Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { INVOICE_STATUSES, type InvoiceStatus } from '@mizan/contracts';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { useTranslation } from 'react-i18next';
import type { InvoiceListSearch } from './invoices.search';

/** The status and the issue-date range (either end may stay open), written into the URL as they change. */
export function InvoiceFilters({
  search,
  set,
}: {
  search: InvoiceListSearch;
  set: (patch: Partial<InvoiceListSearch>) => void;
}) {
  const { t, i18n } = useTranslation('invoices');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.status')}
        data={INVOICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={search.status ?? null}
        onChange={(value) => set({ status: (value as InvoiceStatus | null) ?? undefined })}
        clearable
      />
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0, weekendDays: [5, 6] }}>
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          aria-label={t('filters.issuedBetween')}
          placeholder={t('filters.issuedBetween')}
          valueFormat="YYYY-MM-DD"
          clearable
          value={[search.from ?? null, search.to ?? null]}
          onChange={([from, to]) => {
            // A range is written once both ends are picked, or cleared at once; the first click alone changes nothing.
            if (from && !to) return;
            set({ from: from?.slice(0, 10) || undefined, to: to?.slice(0, 10) || undefined });
          }}
        />
      </DatesProvider>
    </SimpleGrid>
  );
}
