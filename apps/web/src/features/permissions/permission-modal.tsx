import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Grant, Permission } from '@mizan/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleMatrix } from '@/components/rule-matrix';
import { ApiError } from '@/lib/api';
import { ability } from '@/lib/session';
import { roleNamesQuery, useSavePermission } from './permissions.api';
import { usePermissionErrorText, useRoleName } from './permissions-shared';

export interface PermissionModalProps {
  opened: boolean;
  /** The permission to edit; undefined adds a new one. */
  permission: Permission | undefined;
  onClose: () => void;
}

/** Add or edit a permission: its name, the roles it is assigned to and the rules it gives them. */
export function PermissionModal({ opened, permission, onClose }: PermissionModalProps) {
  const { t } = useTranslation('permissions');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      fullScreen={phone}
      title={permission ? t('form.editTitle') : t('form.addTitle')}
    >
      {/* Mounted while open, keyed by permission: each opening starts from the permission as stored. */}
      {opened && (
        <PermissionForm
          key={permission ? `${permission.id}-${permission.version}` : 'new'}
          permission={permission}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function PermissionForm({ permission, onClose }: { permission: Permission | undefined; onClose: () => void }) {
  const { t } = useTranslation('permissions');
  const errorText = usePermissionErrorText();
  const roleName = useRoleName();
  const save = useSavePermission();
  const roleNames = useQuery({
    ...roleNamesQuery(),
    enabled: ability.can('read', 'Role'),
  });
  const matrixLabel = useId();
  const [name, setName] = useState(permission?.name ?? '');
  const [assignedTo, setAssignedTo] = useState<string[]>(permission?.assignedTo ?? []);
  const [rules, setRules] = useState<Grant[]>(permission?.rules ?? []);
  const [errors, setErrors] = useState<{
    name?: string;
    rules?: string;
    assignedTo?: string;
  }>({});

  const options = [...new Set([...(roleNames.data ?? []), ...assignedTo])];

  const submit = async () => {
    const local: typeof errors = {};
    if (!name.trim()) local.name = t('form.nameRequired');
    if (rules.length === 0) local.rules = t('form.rulesRequired');
    setErrors(local);
    if (local.name || local.rules) return;
    const body = { name: name.trim(), assignedTo, rules };
    try {
      await save.mutateAsync(
        permission
          ? {
              id: permission.id,
              body: { ...body, version: permission.version },
            }
          : { body },
      );
      notifications.show({
        color: 'success',
        message: t(permission ? 'toasts.updated' : 'toasts.created', {
          name: body.name,
        }),
      });
      onClose();
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.fieldError('name') || error.fieldError('rules') || error.fieldError('assignedTo'))
      ) {
        setErrors({
          name: error.fieldError('name'),
          rules: error.fieldError('rules'),
          assignedTo: error.fieldError('assignedTo'),
        });
        return;
      }
      notifications.show({
        color: 'error',
        title: t('toasts.saveFailed'),
        message: errorText((error as Error).message),
      });
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {permission ? (
          <Alert
            variant="light"
            color="orange"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('form.warningTitle')}
          >
            {t('form.warning')}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('form.intro')}
          </Text>
        )}
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name ? errorText(errors.name) : undefined}
          maxLength={100}
          required
          data-autofocus
        />
        <MultiSelect
          label={t('form.assignedTo')}
          placeholder={assignedTo.length === 0 ? t('form.assignedToPlaceholder') : undefined}
          data={options.map((value) => ({ value, label: roleName(value) }))}
          value={assignedTo}
          onChange={setAssignedTo}
          error={errors.assignedTo ? errorText(errors.assignedTo) : undefined}
          searchable
          clearable
        />
        <Stack gap={4}>
          <Text fw={600} id={matrixLabel}>
            {t('form.rules')}
          </Text>
          {errors.rules && (
            <Text c="red" size="sm" role="alert">
              {errorText(errors.rules)}
            </Text>
          )}
          <RuleMatrix value={rules} onChange={setRules} labelledBy={matrixLabel} />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {permission ? t('form.update') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
