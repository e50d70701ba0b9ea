import { Alert, MultiSelect, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  PERMISSION_ERRORS,
  permissionCreateBodySchema,
  ROLE_ERRORS,
  type Grant,
  type Permission,
} from '@mizan/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { RuleMatrixField } from '@/components/rule-matrix-field';
import { useErrorText } from '@/lib/error-text';
import { reportSaveFailure } from '@/lib/report-save-failure';
import { ability } from '@/lib/session';
import { roleNamesQuery, useSavePermission } from './permissions.api';
import { useRoleName } from '@/lib/acl-names';

export interface PermissionModalProps {
  opened: boolean;
  /** The permission to edit; undefined adds a new one. */
  permission: Permission | undefined;
  onClose: () => void;
}

interface PermissionValues {
  name: string;
  assignedTo: string[];
  rules: Grant[];
}

const resolve = schemaResolver(permissionCreateBodySchema, { sync: true });
/** The contract's checks, and the server's "at least one right" (a permission that allows nothing is refused). */
const validate = (values: PermissionValues) => ({
  ...resolve(values),
  ...(values.rules.length === 0 ? { rules: PERMISSION_ERRORS.noRules } : {}),
});

/** Add or edit a permission: its name, the roles it is assigned to and the rules it gives them. */
export function PermissionModal({ opened, permission, onClose }: PermissionModalProps) {
  const { t } = useTranslation('permissions');
  return (
    <DialogForm
      opened={opened}
      onClose={onClose}
      size="xl"
      title={permission ? t('form.editTitle') : t('form.addTitle')}
    >
      {/* Keyed by version: a reload after someone else's change starts from the permission as stored. */}
      <PermissionForm
        key={permission ? `${permission.id}-${permission.version}` : 'new'}
        permission={permission}
        onSaved={onClose}
      />
    </DialogForm>
  );
}

function PermissionForm({ permission, onSaved }: { permission: Permission | undefined; onSaved: () => void }) {
  const { t } = useTranslation('permissions');
  const errorText = useErrorText(
    ['permissions:errors', PERMISSION_ERRORS],
    ['roles:errors', ROLE_ERRORS],
    'permissions:fieldErrors',
  );
  const roleName = useRoleName();
  const save = useSavePermission();
  const roleNames = useQuery({
    ...roleNamesQuery(),
    enabled: ability.can('read', 'Role'),
  });
  const form = useForm<PermissionValues>({
    initialValues: {
      name: permission?.name ?? '',
      assignedTo: permission?.assignedTo ?? [],
      rules: permission?.rules ?? [],
    },
    validate,
  });
  const { assignedTo } = form.values;
  const options = [...new Set([...(roleNames.data ?? []), ...assignedTo])];

  // Returns the save's promise, so a field the server refuses is focused like one checked here.
  const submit = async () => {
    if ((await form.validate()).hasErrors) return;
    const values = form.getValues();
    const body = { name: values.name.trim(), assignedTo: values.assignedTo, rules: values.rules };
    try {
      await save.mutateAsync(
        permission ? { id: permission.id, body: { ...body, version: permission.version } } : { body },
      );
      notifications.show({
        color: 'success',
        message: t(permission ? 'toasts.updated' : 'toasts.created', { name: body.name }),
      });
      onSaved();
    } catch (error) {
      reportSaveFailure(form, error, ['name', 'rules', 'assignedTo'], t('toasts.saveFailed'), errorText);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
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
        {...form.getInputProps('name')}
        error={errorText(form.errors.name)}
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        maxLength={100}
        required
        data-autofocus
      />
      <MultiSelect
        {...form.getInputProps('assignedTo')}
        error={errorText(form.errors.assignedTo)}
        label={t('form.assignedTo')}
        placeholder={assignedTo.length === 0 ? t('form.assignedToPlaceholder') : undefined}
        data={options.map((value) => ({ value, label: roleName(value) }))}
        searchable
        clearable
      />
      <RuleMatrixField
        label={t('form.rules')}
        error={form.errors.rules ? errorText(String(form.errors.rules)) : undefined}
        value={form.values.rules}
        onChange={(rules) => form.setFieldValue('rules', rules)}
      />
      <FormActions submitLabel={permission ? t('form.update') : t('form.create')} loading={save.isPending} />
    </DialogFormBody>
  );
}
