import { Button, Group, type MantineColor } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDialogFormClose } from './dialog-form';

/**
 * A form's Cancel and submit buttons. Inside a `DialogForm`, Cancel closes the dialog (asking first when input
 * is unsaved) unless `onCancel` says otherwise. With `onDelete`, a delete button of the record edited stands at the
 * inline start (the caller asks before deleting).
 */
export function FormActions({
  submitLabel,
  loading,
  disabled,
  onCancel,
  color,
  onDelete,
  deleteLabel,
}: {
  submitLabel: string;
  loading: boolean;
  /** The submit's colour when it is no ordinary save (`error` for one that cancels or deletes). */
  color?: MantineColor;
  /** The submit waits (e.g. the record changed meanwhile and must be reloaded first). */
  disabled?: boolean;
  onCancel?: () => void;
  onDelete?: () => void;
  deleteLabel?: string;
}) {
  const { t } = useTranslation();
  const closeDialog = useDialogFormClose();
  const cancel = onCancel ?? closeDialog;
  const actions = (
    <Group justify="flex-end" gap="sm">
      {cancel && (
        <Button variant="default" onClick={cancel}>
          {t('actions.cancel')}
        </Button>
      )}
      <Button type="submit" loading={loading} disabled={disabled} color={color}>
        {submitLabel}
      </Button>
    </Group>
  );
  if (!onDelete) return actions;
  return (
    <Group justify="space-between" gap="sm">
      <Button variant="subtle" color="error" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
        {deleteLabel ?? t('actions.delete')}
      </Button>
      {actions}
    </Group>
  );
}
