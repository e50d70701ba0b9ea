import {
  IconArchive,
  IconBook,
  IconBrandReact,
  IconBuilding,
  IconCalendar,
  IconCoin,
  IconDeviceMobile,
  IconHeadset,
  IconLayoutDashboard,
  IconPalette,
  IconReceipt,
  IconScale,
  IconShieldCheck,
  IconSpeakerphone,
  type Icon,
} from '@tabler/icons-react';
import { iconFor } from '@/components/app-icon';

/** The tabler icons the seeded teams and projects name. */
const ICONS: Record<string, Icon> = {
  archive: IconArchive,
  book: IconBook,
  'brand-react': IconBrandReact,
  building: IconBuilding,
  calendar: IconCalendar,
  coin: IconCoin,
  'device-mobile': IconDeviceMobile,
  headset: IconHeadset,
  'layout-dashboard': IconLayoutDashboard,
  palette: IconPalette,
  receipt: IconReceipt,
  scale: IconScale,
  'shield-check': IconShieldCheck,
  speakerphone: IconSpeakerphone,
};

export const profileIcon = (name: string | null): Icon => (name && ICONS[name]) || iconFor(name);

/** The seed names theme colours (primary, info, success, warning, error, or a Mantine colour). */
export const profileColor = (color: string | null) => color ?? 'primary';
