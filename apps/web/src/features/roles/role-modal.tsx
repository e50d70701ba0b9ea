import { Alert, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLE_ERRORS, type Grant, type Role } from '@mizan/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { FormModal } from '@/components/form-modal';
import { ModalForm } from '@/components/modal-form';
import { RuleMatrixField } from '@/components/rule-matrix-field';
import { fieldErrors } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useSaveRole } from './roles.api';
import { useRoleName } from './roles-shared';

export interface RoleModalProps {
  opened: boolean;
  /** The role to edit; undefined adds a new one. */
  role: Role | undefined;
  onClose: () => void;
}

/** Add or edit a role: its name, a description and the permission matrix. */
export function RoleModal({ opened, role, onClose }: RoleModalProps) {
  const { t } = useTranslation('roles');
  const roleName = useRoleName();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={role ? t('form.editTitle', { name: roleName(role.name) }) : t('form.addTitle')}
    >
      {/* Keyed by role: each opening starts from the role as stored. */}
      <RoleForm key={role ? `${role.id}-${role.version}` : 'new'} role={role} onClose={onClose} />
    </FormModal>
  );
}

function RoleForm({ role, onClose }: { role: Role | undefined; onClose: () => void }) {
  const { t } = useTranslation('roles');
  const errorText = useErrorText(['roles:errors', ROLE_ERRORS]);
  const save = useSaveRole();
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
      const fields = fieldErrors(error, ['name', 'rules']);
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
      <RuleMatrixField
        label={t('form.permissions')}
        error={errors.rules ? errorText(errors.rules) : undefined}
        value={rules}
        onChange={setRules}
      />
      {role && role.permissions.length > 0 && (
        <Alert variant="light" color="info" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('form.granted', { names: role.permissions.join(', ') })}
        </Alert>
      )}
      <FormActions submitLabel={t('common:actions.save')} loading={save.isPending} onCancel={onClose} />
    </ModalForm>
  );
}
