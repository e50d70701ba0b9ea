import { Group, Menu, Menubar, useDirection } from '@mantine/core';
import type { MenuSection } from '@mizan/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@/components/app-icon';
import classes from './horizontal-navigation.module.css';
import {
  EXACT_MATCH,
  isActivePath,
  isParentActive,
  type NavParent,
  type NavItem,
  type NavSection,
} from './navigation-model';
import { useNavigation, usePathname } from './use-navigation';

/** Spec §9: the horizontal menus open 6 px below their title. */
const POPOVER_OFFSET = 6;

/**
 * The top menu bar of the horizontal layout: one dropdown per section, folded entries as sub-menus.
 * Mantine's Menubar gives arrow-key movement between the menus and inside them.
 */
export function HorizontalNavigation() {
  const { t } = useTranslation(['navigation', 'layout']);
  const sections = useNavigation();
  const pathname = usePathname();
  return (
    <nav aria-label={t('layout:nav.label')}>
      <Menubar trigger="hover" className={classes.bar}>
        {sections.map((section) => (
          <Menubar.Menu key={section.id} offset={POPOVER_OFFSET} position="bottom-start" width={240}>
            <Menubar.Target data-active={sectionActive(pathname, section) || undefined} className={classes.target}>
              <Group gap={6} wrap="nowrap">
                <AppIcon name={SECTION_ICONS[section.id]} size={20} />
                <span>{t(section.titleKey)}</span>
                <IconChevronDown size={14} aria-hidden />
              </Group>
            </Menubar.Target>
            <Menubar.Dropdown>
              {section.entries.map((entry) =>
                entry.kind === 'item' ? (
                  <ItemEntry key={entry.id} item={entry} pathname={pathname} />
                ) : (
                  <SubMenu key={entry.id} group={entry} pathname={pathname} />
                ),
              )}
            </Menubar.Dropdown>
          </Menubar.Menu>
        ))}
      </Menubar>
    </nav>
  );
}

/**
 * A folded entry. Mantine's sub-menus open with ArrowRight and close with ArrowLeft whatever the direction, and on
 * closing they lose the focus; here the key towards the reading end opens (ArrowLeft in Arabic), the key back closes
 * and puts the focus on the entry again. The back key on the entry itself is the menubar's (the previous menu).
 */
function SubMenu({ group, pathname }: { group: NavParent; pathname: string }) {
  const { t } = useTranslation('navigation');
  const { dir } = useDirection();
  const [forward, back] = dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  const [opened, setOpened] = useState(false);
  const entry = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);
  // Mantine's entry opens on ArrowRight even where that is the back key; the menubar moves on to the previous menu.
  const refuseOpen = useRef(false);

  const onEntryKey = (event: KeyboardEvent) => {
    if (event.key === forward) {
      event.preventDefault();
      event.stopPropagation();
      focusFirst.current = true;
      setOpened(true);
    } else if (event.key === back) {
      refuseOpen.current = true;
      queueMicrotask(() => (refuseOpen.current = false));
    }
  };
  const onChildKey = (event: KeyboardEvent) => {
    if (event.key !== forward && event.key !== back) return;
    // Nothing deeper to open: the forward key stays here rather than reaching Mantine's ArrowLeft (close).
    event.preventDefault();
    event.stopPropagation();
    if (event.key === back) {
      setOpened(false);
      entry.current?.focus();
    }
  };
  const onDropdownMount = (dropdown: HTMLDivElement | null) => {
    if (!dropdown || !focusFirst.current) return;
    focusFirst.current = false;
    dropdown.querySelector<HTMLElement>('[data-menu-item]:not([data-disabled])')?.focus();
  };

  return (
    <Menu.Sub
      offset={POPOVER_OFFSET}
      opened={opened}
      onChange={(next) => (next && refuseOpen.current ? undefined : setOpened(next))}
    >
      <Menu.Sub.Target>
        <Menu.Sub.Item
          ref={entry}
          onKeyDownCapture={onEntryKey}
          leftSection={<AppIcon name={group.icon} size={18} />}
          data-active={isParentActive(pathname, group) || undefined}
          className={classes.item}
        >
          {t(group.titleKey)}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown ref={onDropdownMount}>
        {group.children.map((child) => (
          <ItemEntry key={child.id} item={child} pathname={pathname} onKeyDownCapture={onChildKey} />
        ))}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

function ItemEntry({
  item,
  pathname,
  onKeyDownCapture,
}: {
  item: NavItem;
  pathname: string;
  onKeyDownCapture?: (event: KeyboardEvent) => void;
}) {
  const { t } = useTranslation('navigation');
  const active = isActivePath(pathname, item.match);
  return (
    <Menu.Item
      component={Link}
      to={item.to}
      activeOptions={EXACT_MATCH}
      leftSection={<AppIcon name={item.icon} size={18} />}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      className={classes.item}
      onKeyDownCapture={onKeyDownCapture}
    >
      {t(item.titleKey)}
    </Menu.Item>
  );
}

const sectionActive = (pathname: string, section: NavSection) =>
  section.entries.some((entry) =>
    entry.kind === 'item' ? isActivePath(pathname, entry.match) : isParentActive(pathname, entry),
  );

const SECTION_ICONS: Record<MenuSection, string> = {
  dashboards: 'smart-home',
  appsPages: 'layout-grid',
  pages: 'files',
};
