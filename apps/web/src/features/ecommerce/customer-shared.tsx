import { Alert, Avatar, type AvatarProps, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CustomerDetail, CustomerUpdateBody } from '@mizan/contracts';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '@/components/list';
import { UserText } from '@/components/user-text';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useUpdateCustomer } from './customers.api';

/** The customer's picture, or their initials on a colour of their name when there is none. */
export function CustomerAvatar({
  name,
  src,
  ...props
}: { name: string; src: string } & Omit<AvatarProps, 'src' | 'name'>) {
  return <Avatar src={src || undefined} name={name} color="initials" radius="xl" alt="" {...props} />;
}

/** A list cell for a person: picture or initials, the name on one line, the e-mail under it. */
export function PersonCell({ name, email, avatar }: { name: string; email: string; avatar: string }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <CustomerAvatar src={avatar} name={name} size={34} />
      <Stack gap={0} miw={0}>
        <UserText size="sm" fw={500} lineClamp={1}>
          {name}
        </UserText>
        <LtrText size="xs" c="dimmed">
          {email}
        </LtrText>
      </Stack>
    </Group>
  );
}

/** A server or field message in the reader's language when it is a known one, else as sent (lib/error-text). */
export const useServerText = () => useErrorText('ecommerce:customerDetails.errors');

/** The fields a form sends; the server's 400 names them. */
export type CustomerField = Exclude<keyof CustomerUpdateBody, 'version'>;

export interface SaveHandlers {
  onSuccess?: (detail: CustomerDetail) => void;
  /** A 400 naming fields: the form shows them under its inputs. */
  onFieldErrors?: (errors: Record<string, string>) => void;
  /** The answer arrived, whatever it was (a dialog's form waits for it before focusing a refused field). */
  onSettled?: () => void;
}

/** What the details page's parts share: the customer read, and one way to save a change with its version. */
export interface CustomerEditing {
  detail: CustomerDetail;
  /** Sends `patch` with the version read; toasts on success and failure, a 409 raises the stale notice. */
  save: (patch: Omit<CustomerUpdateBody, 'version'>, handlers?: SaveHandlers) => void;
  saving: boolean;
  /** A write answered 409: someone else changed the customer since it was read. */
  stale: boolean;
  /** Reads the customer again (and clears the stale notice once it arrives). */
  reload: () => void;
  canUpdate: boolean;
}

export const CustomerEditingContext = createContext<CustomerEditing | null>(null);

export function useCustomerEditing(): CustomerEditing {
  const value = useContext(CustomerEditingContext);
  if (!value) throw new Error('useCustomerEditing outside the customer details page');
  return value;
}

/** The save function of `CustomerEditing`, bound to the page's stale flag. */
export function useCustomerSave(detail: CustomerDetail, onStale: () => void) {
  const { t } = useTranslation('ecommerce');
  const serverText = useServerText();
  const update = useUpdateCustomer(detail.customerId);
  const save: CustomerEditing['save'] = (patch, handlers = {}) => {
    update.mutate(
      { ...patch, version: detail.version },
      {
        onSuccess: (next) => {
          notifications.show({ color: 'success', message: t('customerDetails.toasts.saved') });
          handlers.onSuccess?.(next);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            onStale();
            notifications.show({ color: 'warning', message: t('common.stale') });
            return;
          }
          if (error instanceof ApiError && error.status === 400 && error.body.errors && handlers.onFieldErrors) {
            const fields = Object.fromEntries(
              Object.entries(error.body.errors).flatMap(([field, messages]) =>
                messages?.[0] ? [[field, serverText(messages[0])]] : [],
              ),
            );
            handlers.onFieldErrors(fields);
          }
          notifications.show({
            color: 'error',
            message: t('common.saveFailed', { message: serverText(error.message) }),
          });
        },
        onSettled: handlers.onSettled,
      },
    );
  };
  return { save, saving: update.isPending };
}

/** "Someone else changed this customer": the latest version is one click away. */
export function StaleNotice() {
  const { t } = useTranslation('ecommerce');
  const { stale, reload } = useCustomerEditing();
  if (!stale) return null;
  return (
    <Alert
      color="warning"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('customerDetails.staleTitle')}
    >
      {t('common.stale')}
      <Button
        display="block"
        mt="xs"
        variant="default"
        size="xs"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={reload}
      >
        {t('common.reload')}
      </Button>
    </Alert>
  );
}

/** Saves `patch` through the page's `save`, resolving once the answer is in: the dialog then focuses a refused field. */
export function saveAndWait(
  save: CustomerEditing['save'],
  patch: Omit<CustomerUpdateBody, 'version'>,
  handlers: Omit<SaveHandlers, 'onSettled'>,
): Promise<void> {
  return new Promise((settled) => save(patch, { ...handlers, onSettled: () => settled() }));
}
