import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PERMISSION_ERRORS, ROLE_ERRORS } from '@mizan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A role's colour on the "assigned to" badges; other roles use the primary colour. */
export const ROLE_COLOR: Record<string, string> = {
  admin: 'red',
  client: 'grape',
  author: 'orange',
  editor: 'cyan',
  maintainer: 'green',
  subscriber: 'blue',
};

/** The demo roles' names in the interface language (the `roles` namespace names them); others keep their own. */
export function useRoleName() {
  const { t } = useTranslation('roles');
  return (name: string) => t(`names.${name}`, { defaultValue: name });
}

/** The server's English error texts in the interface language: `permissions:errors.<key>`, else the text. */
export function usePermissionErrorText() {
  const { t } = useTranslation('permissions');
  return (message: string | undefined): string => {
    if (!message) return '';
    const own = (Object.keys(PERMISSION_ERRORS) as (keyof typeof PERMISSION_ERRORS)[]).find(
      (k) => PERMISSION_ERRORS[k] === message,
    );
    if (own) return t(`errors.${own}`);
    const role = (Object.keys(ROLE_ERRORS) as (keyof typeof ROLE_ERRORS)[]).find((k) => ROLE_ERRORS[k] === message);
    if (role) return t(`roles:errors.${role}`);
    return t(`common:serverErrors.${message}`, { defaultValue: message });
  };
}

/** Asks before a destructive action. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
