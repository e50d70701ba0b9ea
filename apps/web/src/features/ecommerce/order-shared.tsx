import { Avatar, type AvatarProps, Group, Text } from '@mantine/core';
import type { PaymentMethod } from '@mizan/contracts';
import { IconBrandMastercard, IconBrandPaypal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';

/** The customer's photo, or their initials in a colour of their name when there is none. */
export function CustomerAvatar({
  name,
  avatar,
  ...props
}: { name: string; avatar: string | null | undefined } & AvatarProps) {
  return <Avatar src={avatar || null} name={name} color="initials" alt="" {...props} />;
}

/** PayPal or Mastercard (brand icon and name for screen readers) and the last four digits. */
export function PaymentMethodLabel({ method, methodNumber }: { method: PaymentMethod; methodNumber: string }) {
  const { t } = useTranslation('ecommerce');
  const BrandIcon = method === 'paypalLogo' ? IconBrandPaypal : IconBrandMastercard;
  return (
    <Group gap={6} wrap="nowrap">
      <BrandIcon
        size={20}
        aria-hidden
        color={method === 'paypalLogo' ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-orange-6)'}
      />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t(`paymentMethod.${method}`)}
        {methodNumber && (
          <>
            {' '}
            <Ltr>•••• {methodNumber}</Ltr>
          </>
        )}
      </Text>
    </Group>
  );
}

/** An order write's error in the reader's language: the known messages translated, any other as the server said. */
export function useOrderErrorText() {
  const { t } = useTranslation('ecommerce');
  const errorText = useErrorText();
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.status === 409) return t('orderDetails.stale');
      // The server's text is in the reader's language, so the refusal is known by its status and field.
      if (error.status === 400 && error.fieldError('status')) return t('orderDetails.backwards');
      if (error.status === 404) return t('orderDetails.notFound');
      return errorText(error.message);
    }
    return errorText(error instanceof Error ? error.message : String(error));
  };
}

/** Time of day of an ISO instant, in the reader's language. */
export const formatTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));
