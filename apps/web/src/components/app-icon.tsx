import { createElement } from 'react';
import {
  IconBell,
  IconBuilding,
  IconBriefcase,
  IconCalendar,
  IconChartPie2,
  IconCheck,
  IconCircle,
  IconClockHour4,
  IconFileAlert,
  IconFileInvoice,
  IconFiles,
  IconInfoCircle,
  IconLayoutGrid,
  IconLayoutKanban,
  IconLock,
  IconMail,
  IconMessage,
  IconMessages,
  IconScale,
  IconServerOff,
  IconShieldLock,
  IconShoppingCart,
  IconSmartHome,
  IconTool,
  IconUser,
  IconAlertTriangle,
  IconUsers,
  IconLockAccess,
  IconListDetails,
  IconShieldCheck,
  IconKey,
  IconSettings,
  IconUserCircle,
  IconPackage,
  IconSquarePlus,
  IconCategory,
  IconReceipt,
  IconStar,
  IconGift,
  IconBuildingStore,
  type Icon,
  type IconProps,
} from '@tabler/icons-react';

/**
 * The tabler icons named (kebab-case) by the area descriptors, the search results and the notifications.
 * Only these are bundled; a new area with a new icon adds one line here.
 */
const ICONS: Record<string, Icon> = {
  'alert-triangle': IconAlertTriangle,
  bell: IconBell,
  briefcase: IconBriefcase,
  calendar: IconCalendar,
  'chart-pie-2': IconChartPie2,
  check: IconCheck,
  circle: IconCircle,
  'clock-hour-4': IconClockHour4,
  'file-alert': IconFileAlert,
  'file-invoice': IconFileInvoice,
  files: IconFiles,
  'info-circle': IconInfoCircle,
  'layout-grid': IconLayoutGrid,
  'layout-kanban': IconLayoutKanban,
  lock: IconLock,
  mail: IconMail,
  message: IconMessage,
  messages: IconMessages,
  scale: IconScale,
  'server-off': IconServerOff,
  'shield-lock': IconShieldLock,
  'shopping-cart': IconShoppingCart,
  'smart-home': IconSmartHome,
  tool: IconTool,
  user: IconUser,
  users: IconUsers,
  'lock-access': IconLockAccess,
  'list-details': IconListDetails,
  'shield-check': IconShieldCheck,
  key: IconKey,
  settings: IconSettings,
  'user-circle': IconUserCircle,
  package: IconPackage,
  'square-plus': IconSquarePlus,
  category: IconCategory,
  receipt: IconReceipt,
  star: IconStar,
  gift: IconGift,
  'building-store': IconBuildingStore,
  building: IconBuilding,
};

/** The icon component for a tabler name (with or without the `tabler-` prefix), or a neutral circle. */
export function iconFor(name: string | null | undefined): Icon {
  const key = name?.replace(/^tabler-/, '') ?? '';
  return ICONS[key] ?? IconCircle;
}

export function AppIcon({ name, ...props }: IconProps & { name: string | null | undefined }) {
  return createElement(iconFor(name), { 'aria-hidden': true, stroke: 1.75, ...props });
}
