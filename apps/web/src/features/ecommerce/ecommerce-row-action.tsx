import { ActionIcon, type MantineColor, Tooltip } from '@mantine/core';
import { IconTrash, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * An icon button of a table row with its tooltip: `tip` is the short verb shown on hover, `label` names the action
 * and its row for assistive technology.
 */
export function RowAction({
  tip,
  label,
  icon: Glyph,
  color = 'gray',
  loading,
  onClick,
}: {
  tip: string;
  label: string;
  icon: Icon;
  color?: MantineColor;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={tip}>
      <ActionIcon variant="subtle" color={color} loading={loading} onClick={onClick} aria-label={label}>
        <Glyph size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's delete button (it asks the page to confirm). */
export function DeleteRowAction({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('ecommerce');
  return <RowAction tip={t('common.delete')} label={label} icon={IconTrash} color="error" onClick={onClick} />;
}
