import { Alert, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ROLE_ERRORS, roleCreateBodySchema, type Grant, type Role } from '@mizan/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { RuleMatrixField } from '@/components/rule-matrix-field';
import { useErrorText } from '@/lib/error-text';
import { reportSaveFailure } from '@/lib/report-save-failure';
import { useSaveRole } from './roles.api';
import { usePermissionName, useRoleDescription, useRoleName } from '@/lib/acl-names';

export interface RoleModalProps {
  opened: boolean;
  /** The role to edit; undefined adds a new one. */
  role: Role | undefined;
  onClose: () => void;
}

interface RoleValues {
  name: string;
  description: string;
  rules: Grant[];
}

/** Add or edit a role: its name, a description and the permission matrix. */
export function RoleModal({ opened, role, onClose }: RoleModalProps) {
  const { t } = useTranslation('roles');
  const roleName = useRoleName();
  return (
    <DialogForm
      opened={opened}
      onClose={onClose}
      size="xl"
      title={role ? t('form.editTitle', { name: roleName(role.name) }) : t('form.addTitle')}
    >
      {/* Keyed by version: a reload after someone else's change starts from the role as stored. */}
      <RoleForm key={role ? `${role.id}-${role.version}` : 'new'} role={role} onSaved={onClose} />
    </DialogForm>
  );
}

function RoleForm({ role, onSaved }: { role: Role | undefined; onSaved: () => void }) {
  const { t, i18n } = useTranslation('roles');
  const errorText = useErrorText(['roles:errors', ROLE_ERRORS], 'roles:fieldErrors');
  const save = useSaveRole();
  const roleName = useRoleName();
  const roleDescription = useRoleDescription();
  const permissionName = usePermissionName();
  // A seeded role shows its name and description in the reader's language; left untouched, the stored text is
  // sent back, so saving its rules in Arabic doesn't rename it in Arabic for everyone.
  const form = useForm<RoleValues>({
    initialValues: {
      name: role ? roleName(role.name) : '',
      description: role ? roleDescription(role) : '',
      rules: role?.rules ?? [],
    },
    validate: schemaResolver(roleCreateBodySchema, { sync: true }),
  });

  // Returns the save's promise, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if ((await form.validate()).hasErrors) return;
    const values = form.getValues();
    const body = {
      name: role && !form.isDirty('name') ? role.name : values.name.trim(),
      description: role && !form.isDirty('description') ? role.description : values.description.trim(),
      rules: values.rules,
    };
    try {
      await save.mutateAsync(role ? { id: role.id, body: { ...body, version: role.version } } : { body });
      notifications.show({
        color: 'success',
        message: t(role ? 'toasts.updated' : 'toasts.created', { name: roleName(body.name) }),
      });
      onSaved();
    } catch (error) {
      reportSaveFailure(form, error, ['name', 'rules'], t('toasts.saveFailed'), errorText);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <Text size="sm" c="dimmed">
        {t('form.intro')}
      </Text>
      <TextInput
        {...form.getInputProps('name')}
        error={errorText(form.errors.name)}
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        disabled={role?.base}
        description={role?.base ? t('form.baseName') : undefined}
        maxLength={64}
        required
        data-autofocus
      />
      <Textarea
        {...form.getInputProps('description')}
        label={t('form.description')}
        maxLength={300}
        autosize
        minRows={1}
        maxRows={3}
      />
      <RuleMatrixField
        label={t('form.permissions')}
        error={form.errors.rules ? errorText(String(form.errors.rules)) : undefined}
        value={form.values.rules}
        onChange={(rules) => form.setFieldValue('rules', rules)}
      />
      {role && role.permissions.length > 0 && (
        <Alert variant="light" color="info" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('form.granted', {
            names: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(role.permissions.map(permissionName)),
          })}
        </Alert>
      )}
      <FormActions submitLabel={t('common:actions.save')} loading={save.isPending} />
    </DialogFormBody>
  );
}
