import { Divider, Menu, NavLink, Text, Tooltip } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@/components/app-icon';
import classes from './navigation.module.css';
import { EXACT_MATCH, isActivePath, isParentActive, type NavItem, type NavParent } from './navigation-model';
import { useNavigation, usePathname } from './use-navigation';

interface VerticalNavigationProps {
  /** Icons only, titles in tooltips and folded entries in flyout menus. */
  collapsed?: boolean;
  semiDark?: boolean;
  /** Called after a link is followed (the overlay drawer closes). */
  onNavigate?: () => void;
}

/** The side menu of the vertical layout and of the narrow-screen drawer. */
export function VerticalNavigation({ collapsed = false, semiDark = false, onNavigate }: VerticalNavigationProps) {
  const { t } = useTranslation(['navigation', 'layout']);
  const sections = useNavigation();
  const pathname = usePathname();
  return (
    <nav aria-label={t('layout:nav.label')} className={`${classes.nav} ${semiDark ? classes.semiDark : ''}`}>
      {sections.map((section) => (
        <div key={section.id} role="group" aria-label={t(section.titleKey)}>
          {collapsed ? (
            <Divider className={classes.sectionDivider} />
          ) : (
            <Text component="div" className={classes.sectionTitle}>
              {t(section.titleKey)}
            </Text>
          )}
          {section.entries.map((entry) =>
            entry.kind === 'item' ? (
              <ItemLink key={entry.id} item={entry} pathname={pathname} collapsed={collapsed} onNavigate={onNavigate} />
            ) : collapsed ? (
              <CollapsedParent key={entry.id} parent={entry} pathname={pathname} onNavigate={onNavigate} />
            ) : (
              <ExpandedParent key={entry.id} parent={entry} pathname={pathname} onNavigate={onNavigate} />
            ),
          )}
        </div>
      ))}
    </nav>
  );
}

interface EntryProps {
  pathname: string;
  onNavigate?: () => void;
}

function ItemLink({
  item,
  pathname,
  collapsed,
  child,
  onNavigate,
}: EntryProps & { item: NavItem; collapsed?: boolean; child?: boolean }) {
  const { t } = useTranslation('navigation');
  const title = t(item.titleKey);
  const active = isActivePath(pathname, item.match);
  const link = (
    <NavLink
      component={Link}
      to={item.to}
      activeOptions={EXACT_MATCH}
      label={collapsed ? undefined : title}
      aria-label={collapsed ? title : undefined}
      aria-current={active ? 'page' : undefined}
      leftSection={<AppIcon name={child ? 'circle' : item.icon} size={child ? 10 : 22} />}
      active={active}
      variant={child ? 'light' : 'filled'}
      onClick={onNavigate}
      classNames={{ section: classes.linkSection }}
      className={`${classes.link} ${child ? classes.child : ''} ${collapsed ? classes.collapsedLink : ''}`}
    />
  );
  if (!collapsed) return link;
  return (
    <Tooltip label={title} position="right" withArrow>
      {link}
    </Tooltip>
  );
}

function ExpandedParent({ parent, pathname, onNavigate }: EntryProps & { parent: NavParent }) {
  const { t } = useTranslation('navigation');
  const [opened, setOpened] = useState(() => isParentActive(pathname, parent));
  return (
    <NavLink
      component="button"
      type="button"
      aria-expanded={opened}
      opened={opened}
      onChange={setOpened}
      label={t(parent.titleKey)}
      leftSection={<AppIcon name={parent.icon} size={22} />}
      rightSection={<IconChevronRight size={16} className={classes.chevron} aria-hidden />}
      childrenOffset={0}
      classNames={{ section: classes.linkSection }}
      className={classes.link}
    >
      {parent.children.map((child) => (
        <ItemLink key={child.id} item={child} pathname={pathname} child onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

function CollapsedParent({ parent, pathname, onNavigate }: EntryProps & { parent: NavParent }) {
  const { t } = useTranslation('navigation');
  const active = isParentActive(pathname, parent);
  return (
    <Menu position="right-start" offset={6} trigger="click-hover" withinPortal>
      <Menu.Target>
        <NavLink
          component="button"
          aria-label={t(parent.titleKey)}
          leftSection={<AppIcon name={parent.icon} size={22} />}
          active={active}
          variant="light"
          classNames={{ section: classes.linkSection }}
          className={`${classes.link} ${classes.collapsedLink}`}
        />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t(parent.titleKey)}</Menu.Label>
        {parent.children.map((child) => (
          <Menu.Item
            key={child.id}
            component={Link}
            to={child.to}
            activeOptions={EXACT_MATCH}
            leftSection={<AppIcon name={child.icon} size={18} />}
            onClick={onNavigate}
            aria-current={isActivePath(pathname, child.match) ? 'page' : undefined}
          >
            {t(child.titleKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
