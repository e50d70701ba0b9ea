import {
  Button,
  Drawer,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  USER_BILLINGS,
  USER_PLANS,
  USER_STATUSES,
  userCreateBodySchema,
  userUpdateBodySchema,
  type UserBillingValue,
  type UserDetail,
  type UserPlanValue,
  type UserStatusValue,
} from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { usePlanLabel, useRoleLabel } from './user-shared';
import { useCreateUser, userDetailQuery, userRoleOptionsQuery, useUpdateUser } from './users.api';

interface UserFormValues {
  fullName: string;
  username: string;
  email: string;
  password: string;
  contact: string;
  company: string;
  country: string;
  role: string;
  currentPlan: UserPlanValue;
  status: UserStatusValue;
  billing: UserBillingValue;
  taxId: string;
}

const SERVER_FIELDS = [
  'fullName',
  'username',
  'email',
  'password',
  'contact',
  'company',
  'country',
  'role',
  'currentPlan',
  'status',
  'billing',
  'taxId',
] as const;

function useSelectData() {
  const { t } = useTranslation('users');
  const roleLabel = useRoleLabel();
  const planLabel = usePlanLabel();
  const roles = useQuery(userRoleOptionsQuery());
  return {
    roles: (roles.data?.roles ?? []).map((value) => ({ value, label: roleLabel(value) })),
    plans: USER_PLANS.map((value) => ({ value, label: planLabel(value) })),
    statuses: USER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
    billings: USER_BILLINGS.map((value) => ({ value, label: t(`billings.${value}`) })),
  };
}

/** Shows a server 400 on its field, any other failure as a toast. */
function reportError(
  error: Error,
  form: { setFieldError: (field: string, message: string) => void },
  fallbackTitle: string,
  errorText: (text: string) => React.ReactNode,
) {
  const field = error instanceof ApiError ? SERVER_FIELDS.find((name) => error.fieldError(name)) : undefined;
  if (field && error instanceof ApiError) form.setFieldError(field, error.fieldError(field)!);
  else notifications.show({ color: 'error', title: fallbackTitle, message: errorText(error.message) });
}

/**
 * The "Add user" drawer: every field of the office's record, validated by the server's own schema. A blank
 * username is made from the e-mail; a blank password means an invitation by e-mail to choose one.
 */
export function AddUserDrawer({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated?: (user: UserDetail) => void;
}) {
  const { t } = useTranslation('users');
  const errorText = useErrorText('users:errors');
  const data = useSelectData();
  const create = useCreateUser();
  const form = useForm<UserFormValues>({
    initialValues: {
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
    },
    validate: schemaResolver(userCreateBodySchema, { sync: true }),
  });
  const field = (name: keyof UserFormValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error as string) };
  };
  const close = () => {
    form.reset();
    onClose();
  };
  // Without a password the account waits, pending, until its owner chooses one from the invitation.
  const inviting = form.values.password === '';
  const submit = form.onSubmit(({ password, ...values }) => {
    const taxId = values.taxId.trim() || null;
    create.mutate(inviting ? { ...values, taxId, status: 'pending' } : { ...values, taxId, password }, {
      onSuccess: (user) => {
        notifications.show({
          color: 'success',
          title: t('add.added'),
          message: inviting ? t('add.invited', { email: user.email }) : t('add.success', { name: user.fullName }),
        });
        form.reset();
        onCreated?.(user);
        onClose();
      },
      onError: (error) => reportError(error, form, t('add.failed'), errorText as (text: string) => React.ReactNode),
    });
  });

  return (
    <Drawer opened={opened} onClose={close} title={t('add.title')} position="right" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            {...field('fullName')}
            label={t('fields.fullName')}
            placeholder="John Doe"
            required
            data-autofocus
          />
          <TextInput
            {...field('username')}
            label={t('fields.username')}
            description={t('fields.usernameOptional')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder="johndoe"
            autoCapitalize="none"
          />
          <TextInput
            {...field('email')}
            label={t('fields.email')}
            placeholder="john.doe@example.com"
            type="email"
            required
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
          <Select
            {...field('role')}
            label={t('fields.role')}
            data={data.roles}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <Select {...field('currentPlan')} label={t('fields.plan')} data={data.plans} allowDeselect={false} />
          <Select
            {...field('status')}
            {...(inviting && { value: 'pending', disabled: true, description: t('fields.statusInvited') })}
            label={t('fields.status')}
            data={data.statuses}
            allowDeselect={false}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}

/** The edit dialog of a user (list row action and view page): loads the record, sends back its version. */
export function EditUserModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <Modal opened={userId !== null} onClose={onClose} title={t('edit.title')} size="lg" centered>
      {userId !== null && <EditUserLoader id={userId} onDone={onClose} />}
    </Modal>
  );
}

/** Mounted on each opening: reads the user afresh, so the form's version is current. */
function EditUserLoader({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('users');
  const detail = useQuery({ ...userDetailQuery(id), refetchOnMount: 'always' });
  if (detail.data && detail.isFetchedAfterMount) return <EditUserForm user={detail.data} onDone={onDone} />;
  if (detail.isError) return <Text c="error">{t('view.error')}</Text>;
  return (
    <Group justify="center" p="xl">
      <Loader size="sm" aria-label={t('common:states.loading')} />
    </Group>
  );
}

const editSchema = userUpdateBodySchema;

function EditUserForm({ user, onDone }: { user: UserDetail; onDone: () => void }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText('users:errors');
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
    validate: schemaResolver(editSchema, { sync: true }),
  });
  const field = (name: keyof UserFormValues) => {
    const props = form.getInputProps(name);
    return { ...props, error: errorText(props.error as string) };
  };
  const submit = form.onSubmit((values) => {
    update.mutate(
      { id: user.id, body: { ...values, taxId: values.taxId.trim() || null } },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'success', message: t('edit.success', { name: saved.fullName }) });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            notifications.show({ color: 'warning', title: t('edit.failed'), message: t('errors.stale') });
            return;
          }
          reportError(error, form, t('edit.failed'), errorText as (text: string) => React.ReactNode);
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
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
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
