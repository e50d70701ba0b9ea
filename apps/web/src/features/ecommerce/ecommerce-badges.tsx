import { Badge, type BadgeProps } from '@mantine/core';
import {
  PAYMENT_LABELS,
  type CustomerStatus,
  type OrderStatus,
  type PaymentCode,
  type ProductStatus,
  type ReferralStatus,
  type ReviewStatus,
} from '@mizan/contracts';
import { useTranslation } from 'react-i18next';

/** Colours by meaning: green done or live, cyan on its way, orange waiting, red went wrong, grey off. */
export const PRODUCT_STATUS_COLOR: Record<ProductStatus, string> = {
  Published: 'success',
  Scheduled: 'warning',
  Inactive: 'error',
};
export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  Dispatched: 'warning',
  'Out for Delivery': 'primary',
  'Ready to Pickup': 'info',
  Delivered: 'success',
};
export const PAYMENT_COLOR: Record<PaymentCode, string> = { 1: 'success', 2: 'warning', 3: 'gray', 4: 'error' };
export const REVIEW_STATUS_COLOR: Record<ReviewStatus, string> = { Published: 'success', Pending: 'warning' };
export const REFERRAL_STATUS_COLOR: Record<ReferralStatus, string> = {
  Paid: 'success',
  Unpaid: 'warning',
  Rejected: 'error',
};
export const CUSTOMER_STATUS_COLOR: Record<CustomerStatus, string> = {
  Active: 'success',
  Inactive: 'gray',
  Suspended: 'error',
};

type Props<T> = Omit<BadgeProps, 'children' | 'color'> & { value: T };

export function ProductStatusBadge({ value, ...props }: Props<ProductStatus>) {
  const { t } = useTranslation('ecommerce');
  return (
    <Badge variant="light" color={PRODUCT_STATUS_COLOR[value]} {...props}>
      {t(`productStatus.${value}`)}
    </Badge>
  );
}

export function OrderStatusBadge({ value, ...props }: Props<OrderStatus>) {
  const { t } = useTranslation('ecommerce');
  return (
    <Badge variant="light" color={ORDER_STATUS_COLOR[value]} {...props}>
      {t(`orderStatus.${value}`)}
    </Badge>
  );
}

/** Payment as a coloured dot and its label (spec §4 codes 1-4). */
export function PaymentBadge({ value, ...props }: Props<PaymentCode>) {
  const { t } = useTranslation('ecommerce');
  return (
    <Badge variant="dot" color={PAYMENT_COLOR[value]} {...props}>
      {t(`payment.${PAYMENT_LABELS[value]}`)}
    </Badge>
  );
}

export function ReviewStatusBadge({ value, ...props }: Props<ReviewStatus>) {
  const { t } = useTranslation('ecommerce');
  return (
    <Badge variant="light" color={REVIEW_STATUS_COLOR[value]} {...props}>
      {t(`reviewStatus.${value}`)}
    </Badge>
  );
}

export function ReferralStatusBadge({ value, ...props }: Props<ReferralStatus>) {
  const { t } = useTranslation('ecommerce');
  return (
    <Badge variant="light" color={REFERRAL_STATUS_COLOR[value]} {...props}>
      {t(`referralStatus.${value}`)}
    </Badge>
  );
}

export function CustomerStatusBadge({ value, ...props }: Props<CustomerStatus>) {
  const { t } = useTranslation('ecommerce');
  return (
    <Badge variant="light" color={CUSTOMER_STATUS_COLOR[value]} {...props}>
      {t(`customerStatus.${value}`)}
    </Badge>
  );
}
