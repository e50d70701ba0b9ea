import { Group, Menu, Menubar } from '@mantine/core';
import type { MenuSection } from '@mizan/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@/components/app-icon';
import classes from './horizontal-navigation.module.css';
import { EXACT_MATCH, isActivePath, isParentActive, type NavItem, type NavSection } from './navigation-model';
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
                  <Menu.Sub key={entry.id} offset={POPOVER_OFFSET}>
                    <Menu.Sub.Target>
                      <Menu.Sub.Item
                        leftSection={<AppIcon name={entry.icon} size={18} />}
                        data-active={isParentActive(pathname, entry) || undefined}
                        className={classes.item}
                      >
                        {t(entry.titleKey)}
                      </Menu.Sub.Item>
                    </Menu.Sub.Target>
                    <Menu.Sub.Dropdown>
                      {entry.children.map((child) => (
                        <ItemEntry key={child.id} item={child} pathname={pathname} />
                      ))}
                    </Menu.Sub.Dropdown>
                  </Menu.Sub>
                ),
              )}
            </Menubar.Dropdown>
          </Menubar.Menu>
        ))}
      </Menubar>
    </nav>
  );
}

function ItemEntry({ item, pathname }: { item: NavItem; pathname: string }) {
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
