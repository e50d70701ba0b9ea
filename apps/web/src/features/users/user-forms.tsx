import { Group, Loader, PasswordInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { userCreateBodySchema, userUpdateBodySchema, type UserDetail } from '@mizan/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogForm, DialogFormBody } from '@/components/dialog-form';
import { FormActions } from '@/components/form-actions';
import { ApiError } from '@/lib/api';
import { useSelectData, useUserFormErrors, type UserFormValues } from './user-form-fields';
import { useCreateUser, userDetailQuery, usersKeys, useUpdateUser } from './users.api';

const NEW_USER: UserFormValues = {
  fullName: '',
  username: '',
  email: '',
  password: '',
  contact: '',
  company: '',
  country: '',
  role: 'subscriber',
  currentPlan: 'basic',
  status: 'active',
  billing: 'Auto debit',
  taxId: '',
};

/** The "Add user" dialog of the users list. */
export function AddUserDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <DialogForm opened={opened} onClose={onClose} title={t('add.title')}>
      <AddUserForm onAdded={onClose} />
    </DialogForm>
  );
}

/**
 * Every field of the office's record, checked by the server's own schema. A blank username is made from the
 * e-mail; a blank password means an invitation by e-mail to choose one.
 */
function AddUserForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('users');
  const data = useSelectData();
  const create = useCreateUser();
  const form = useForm<UserFormValues>({
    initialValues: NEW_USER,
    validate: schemaResolver(userCreateBodySchema, { sync: true }),
  });
  const { field, report } = useUserFormErrors(form, t('add.failed'));
  // Without a password the account waits, pending, until its owner chooses one from the invitation.
  const inviting = form.values.password === '';

  // Awaits the answer, so that the dialog also focuses a field the server refused.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const { password, ...values } = form.getValues();
    const taxId = values.taxId.trim() || null;
    try {
      const user = await create.mutateAsync(
        inviting ? { ...values, taxId, status: 'pending' } : { ...values, taxId, password },
      );
      notifications.show({
        color: 'success',
        title: t('add.added'),
        message: inviting ? t('add.invited', { email: user.email }) : t('add.success', { name: user.fullName }),
      });
      onAdded();
    } catch (error) {
      report(error as Error);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...field('fullName')} label={t('fields.fullName')} placeholder="John Doe" required data-autofocus />
        <TextInput
          {...field('email')}
          label={t('fields.email')}
          placeholder="john.doe@example.com"
          type="email"
          required
        />
        <TextInput
          {...field('username')}
          label={t('fields.username')}
          description={t('fields.usernameOptional')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder="johndoe"
          autoCapitalize="none"
        />
        <PasswordInput
          {...field('password')}
          label={t('fields.password')}
          description={t('fields.passwordOptional')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="new-password"
        />
        <TextInput {...field('contact')} label={t('fields.contact')} placeholder="+1 (609) 933-44-22" type="tel" />
        <TextInput {...field('company')} label={t('fields.company')} />
        <TextInput {...field('country')} label={t('fields.country')} />
        <Select {...field('role')} label={t('fields.role')} data={data.roles} allowDeselect={false} required />
        <Select {...field('currentPlan')} label={t('fields.plan')} data={data.plans} allowDeselect={false} />
        <Select
          {...field('status')}
          {...(inviting && { value: 'pending', disabled: true, description: t('fields.statusInvited') })}
          label={t('fields.status')}
          data={data.statuses}
          allowDeselect={false}
        />
      </SimpleGrid>
      <FormActions submitLabel={t('add.submit')} loading={create.isPending} />
    </DialogFormBody>
  );
}

/** The edit dialog of a user (list row action and view page): loads the record, sends back its version. */
export function EditUserModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <DialogForm opened={userId !== null} onClose={onClose} title={t('edit.title')}>
      {userId !== null && <EditUserLoader id={userId} onSaved={onClose} />}
    </DialogForm>
  );
}

/** Mounted on each opening: reads the user afresh, so the form's version is current. */
function EditUserLoader({ id, onSaved }: { id: number; onSaved: () => void }) {
  const { t } = useTranslation('users');
  const detail = useQuery({ ...userDetailQuery(id), refetchOnMount: 'always' });
  if (detail.data && detail.isFetchedAfterMount) {
    // Keyed by version: after a conflict the reload starts the form again from what is stored.
    return <EditUserForm key={detail.data.version} user={detail.data} onSaved={onSaved} />;
  }
  if (detail.isError) return <Text c="error">{t('view.error')}</Text>;
  return (
    <Group justify="center" p="xl">
      <Loader size="sm" aria-label={t('common:states.loading')} />
    </Group>
  );
}

function EditUserForm({ user, onSaved }: { user: UserDetail; onSaved: () => void }) {
  const { t } = useTranslation('users');
  const client = useQueryClient();
  const data = useSelectData();
  const update = useUpdateUser();
  const form = useForm<Omit<UserFormValues, 'password'> & { version: number }>({
    initialValues: {
      version: user.version,
      fullName: user.fullName,
      username: user.username,
      email: user.email,
      contact: user.contact,
      company: user.company,
      country: user.country,
      role: user.role,
      currentPlan: user.currentPlan,
      status: user.status,
      billing: user.billing,
      taxId: user.taxId ?? '',
    },
    validate: schemaResolver(userUpdateBodySchema, { sync: true }),
  });
  const { field, report } = useUserFormErrors(form, t('edit.failed'));

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    try {
      const saved = await update.mutateAsync({
        id: user.id,
        body: { ...values, taxId: values.taxId.trim() || null },
      });
      notifications.show({ color: 'success', message: t('edit.success', { name: saved.fullName }) });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        notifications.show({ color: 'warning', title: t('edit.failed'), message: t('errors.stale') });
        await client.invalidateQueries({ queryKey: usersKeys.detail(user.id) });
        return;
      }
      report(error as Error);
    }
  };

  return (
    <DialogFormBody onSubmit={submit} unsaved={form.isDirty()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...field('fullName')} label={t('fields.fullName')} required data-autofocus />
        <TextInput {...field('username')} label={t('fields.username')} required />
        <TextInput {...field('email')} label={t('fields.email')} type="email" required />
        <TextInput {...field('contact')} label={t('fields.contact')} type="tel" />
        <TextInput {...field('company')} label={t('fields.company')} />
        <TextInput {...field('country')} label={t('fields.country')} />
        <Select {...field('role')} label={t('fields.role')} data={data.roles} allowDeselect={false} />
        <Select {...field('status')} label={t('fields.status')} data={data.statuses} allowDeselect={false} />
        <Select {...field('currentPlan')} label={t('fields.plan')} data={data.plans} allowDeselect={false} />
        <Select {...field('billing')} label={t('fields.billing')} data={data.billings} allowDeselect={false} />
        <TextInput {...field('taxId')} label={t('fields.taxId')} />
      </SimpleGrid>
      <FormActions submitLabel={t('common:actions.save')} loading={update.isPending} />
    </DialogFormBody>
  );
}
