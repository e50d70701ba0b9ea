import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Grant, Role } from '@mizan/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleMatrix } from '@/components/rule-matrix';
import { ApiError } from '@/lib/api';
import { useSaveRole } from './roles.api';
import { useRoleErrorText, useRoleName } from './roles-shared';

export interface RoleModalProps {
  opened: boolean;
  /** The role to edit; undefined adds a new one. */
  role: Role | undefined;
  onClose: () => void;
}

/** Add or edit a role: its name, a description and the permission matrix. */
export function RoleModal({ opened, role, onClose }: RoleModalProps) {
  const { t } = useTranslation('roles');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const roleName = useRoleName();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      fullScreen={phone}
      title={role ? t('form.editTitle', { name: roleName(role.name) }) : t('form.addTitle')}
    >
      {/* Mounted while open, keyed by role: each opening starts from the role as stored. */}
      {opened && <RoleForm key={role ? `${role.id}-${role.version}` : 'new'} role={role} onClose={onClose} />}
    </Modal>
  );
}

function RoleForm({ role, onClose }: { role: Role | undefined; onClose: () => void }) {
  const { t } = useTranslation('roles');
  const errorText = useRoleErrorText();
  const save = useSaveRole();
  const matrixLabel = useId();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [rules, setRules] = useState<Grant[]>(role?.rules ?? []);
  const [errors, setErrors] = useState<{ name?: string; rules?: string }>({});

  const submit = async () => {
    if (!name.trim()) {
      setErrors({ name: t('form.nameRequired') });
      return;
    }
    const body = { name: name.trim(), description: description.trim(), rules };
    try {
      await save.mutateAsync(role ? { id: role.id, body: { ...body, version: role.version } } : { body });
      notifications.show({
        color: 'success',
        message: t(role ? 'toasts.updated' : 'toasts.created', {
          name: body.name,
        }),
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.fieldError('name') || error.fieldError('rules'))) {
        setErrors({
          name: error.fieldError('name'),
          rules: error.fieldError('rules'),
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
        <Text size="sm" c="dimmed">
          {t('form.intro')}
        </Text>
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name ? errorText(errors.name) : undefined}
          disabled={role?.base}
          description={role?.base ? t('form.baseName') : undefined}
          maxLength={64}
          required
          data-autofocus
        />
        <Textarea
          label={t('form.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={300}
          autosize
          minRows={1}
          maxRows={3}
        />
        <Stack gap={4}>
          <Text fw={600} id={matrixLabel}>
            {t('form.permissions')}
          </Text>
          {errors.rules && (
            <Text c="red" size="sm" role="alert">
              {errorText(errors.rules)}
            </Text>
          )}
          <RuleMatrix value={rules} onChange={setRules} labelledBy={matrixLabel} />
        </Stack>
        {role && role.permissions.length > 0 && (
          <Alert variant="light" color="info" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('form.granted', { names: role.permissions.join(', ') })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
