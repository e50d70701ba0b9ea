import { Alert, MultiSelect, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PERMISSION_ERRORS, ROLE_ERRORS, type Grant, type Permission } from '@mizan/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { FormModal } from '@/components/form-modal';
import { ModalForm } from '@/components/modal-form';
import { RuleMatrixField } from '@/components/rule-matrix-field';
import { fieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { ability } from '@/lib/session';
import { roleNamesQuery, useSavePermission } from './permissions.api';
import { useRoleName } from './permissions-shared';

export interface PermissionModalProps {
  opened: boolean;
  /** The permission to edit; undefined adds a new one. */
  permission: Permission | undefined;
  onClose: () => void;
}

/** Add or edit a permission: its name, the roles it is assigned to and the rules it gives them. */
export function PermissionModal({ opened, permission, onClose }: PermissionModalProps) {
  const { t } = useTranslation('permissions');
  return (
    <FormModal opened={opened} onClose={onClose} title={permission ? t('form.editTitle') : t('form.addTitle')}>
      {/* Keyed by permission: each opening starts from the permission as stored. */}
      <PermissionForm
        key={permission ? `${permission.id}-${permission.version}` : 'new'}
        permission={permission}
        onClose={onClose}
      />
    </FormModal>
  );
}

function PermissionForm({ permission, onClose }: { permission: Permission | undefined; onClose: () => void }) {
  const { t } = useTranslation('permissions');
  const errorText = useErrorText(['permissions:errors', PERMISSION_ERRORS], ['roles:errors', ROLE_ERRORS]);
  const roleName = useRoleName();
  const save = useSavePermission();
  const roleNames = useQuery({
    ...roleNamesQuery(),
    enabled: ability.can('read', 'Role'),
  });
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
      const fields = fieldErrors(error, ['name', 'rules', 'assignedTo']);
      if (fields) return setErrors(fields);
      notifications.show({
        color: 'error',
        title: t('toasts.saveFailed'),
        message: errorText((error as Error).message),
      });
    }
  };

  return (
    <ModalForm onSubmit={() => void submit()}>
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
      <RuleMatrixField
        label={t('form.rules')}
        error={errors.rules ? errorText(errors.rules) : undefined}
        value={rules}
        onChange={setRules}
      />
      <FormActions
        submitLabel={permission ? t('form.update') : t('form.create')}
        loading={save.isPending}
        onCancel={onClose}
      />
    </ModalForm>
  );
}
