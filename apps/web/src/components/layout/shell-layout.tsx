import { ActionIcon, AppShell, Drawer, Group, ScrollArea, Tooltip, useComputedColorScheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomizerButton } from '@/components/customizer/customizer-button';
import { CustomizerDrawer } from '@/components/customizer/customizer-drawer';
import { MAIN_CONTENT_ID } from '@/components/route-announcer';
import { setPreference, usePreferences } from '@/lib/preferences';
import { Brand } from './brand';
import { Footer } from './footer';
import { Navbar } from './navbar/navbar';
import { HorizontalNavigation } from './navigation/horizontal-navigation';
import { VerticalNavigation } from './navigation/vertical-navigation';
import classes from './shell-layout.module.css';
import { NARROW_SCREEN_QUERY, resolveShellMode } from './shell-mode';

const NAV_WIDTH = 260;
const NAV_COLLAPSED_WIDTH = 80;
const NAVBAR_HEIGHT = 64;
const MENUBAR_HEIGHT = 56;

export interface ShellLayoutProps {
  children: ReactNode;
  /** The global search (its trigger sits in the navbar). */
  search?: ReactNode;
  /** The notifications menu. */
  notifications?: ReactNode;
  /** The page fills the window and scrolls inside itself (chat, email, fleet). */
  fixedHeight?: boolean;
}

/**
 * The application shell of spec §2/§4: vertical (collapsible, semi-dark) or horizontal navigation, a sticky
 * or hidden navbar, boxed or fluid content and a static footer. Below 1279 px the navigation is an overlay
 * drawer whatever the preference, which stays stored for when the window is wide again.
 */
export function ShellLayout({ children, search, notifications, fixedHeight = false }: ShellLayoutProps) {
  const { t } = useTranslation('layout');
  const preferences = usePreferences();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const mode = resolveShellMode(preferences, narrow);
  const colorScheme = useComputedColorScheme('light');
  const semiDark = preferences.semiDark && colorScheme === 'light';
  const [drawerOpened, drawer] = useDisclosure(false);
  const [customizerOpened, customizer] = useDisclosure(false);
  const content = useRef<HTMLDivElement>(null);

  const withMenubar = mode.navigation === 'horizontal';
  const headerHeight = (mode.navbarVisible ? NAVBAR_HEIGHT : 0) + (withMenubar ? MENUBAR_HEIGHT : 0);

  return (
    <AppShell
      layout="alt"
      padding={0}
      header={headerHeight > 0 ? { height: headerHeight } : undefined}
      navbar={
        mode.navigation === 'vertical'
          ? { width: mode.collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH, breakpoint: 'xs' }
          : undefined
      }
      className={classes.shell}
      data-content-width={preferences.contentWidth}
      data-navigation={mode.navigation}
    >
      {/* The first stop of Tab on every page. Focus is moved by hand: a real jump to the hash would go through the
          router's history, and a container reached by its hash alone doesn't take focus in every browser. */}
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      {headerHeight > 0 && (
        <AppShell.Header className={classes.header} data-blur={preferences.navbarBlur || undefined}>
          {mode.navbarVisible && (
            <div className={classes.boxed} style={{ height: NAVBAR_HEIGHT }}>
              <Navbar
                mode={mode}
                drawerOpened={drawerOpened}
                onToggleDrawer={drawer.toggle}
                onOpenCustomizer={customizer.open}
                search={search}
                notifications={notifications}
              />
            </div>
          )}
          {withMenubar && (
            <div className={classes.menubar} style={{ height: MENUBAR_HEIGHT }}>
              <div className={classes.boxed}>
                <HorizontalNavigation />
              </div>
            </div>
          )}
        </AppShell.Header>
      )}

      {mode.navigation === 'vertical' && (
        <AppShell.Navbar className={classes.sideNav} data-semi-dark={semiDark || undefined}>
          <Group className={classes.sideNavHeader} justify={mode.collapsed ? 'center' : 'space-between'} wrap="nowrap">
            <Brand compact={mode.collapsed} />
            {!mode.collapsed && (
              <Tooltip label={t('nav.collapse')}>
                <ActionIcon
                  variant="subtle"
                  color={semiDark ? 'gray.0' : 'gray'}
                  aria-label={t('nav.collapse')}
                  onClick={() => setPreference('navCollapsed', true)}
                >
                  <IconLayoutSidebarLeftCollapse size={20} className={classes.mirrored} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
            <VerticalNavigation collapsed={mode.collapsed} semiDark={semiDark} />
          </AppShell.Section>
          {mode.collapsed && (
            <AppShell.Section className={classes.sideNavFooter}>
              <Tooltip label={t('nav.expand')} position="right">
                <ActionIcon
                  variant="subtle"
                  color={semiDark ? 'gray.0' : 'gray'}
                  size="lg"
                  aria-label={t('nav.expand')}
                  onClick={() => setPreference('navCollapsed', false)}
                >
                  <IconLayoutSidebarLeftExpand size={20} className={classes.mirrored} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </AppShell.Section>
          )}
        </AppShell.Navbar>
      )}

      <AppShell.Main className={classes.main} data-fixed-height={fixedHeight || undefined}>
        <div id={MAIN_CONTENT_ID} ref={content} tabIndex={-1} className={classes.content}>
          <div className={classes.boxed}>{children}</div>
        </div>
        <Footer />
      </AppShell.Main>

      <Drawer
        opened={mode.navigation === 'drawer' && drawerOpened}
        onClose={drawer.close}
        position="left"
        size={NAV_WIDTH + 20}
        title={<Brand />}
        classNames={{ header: classes.drawerHeader, content: semiDark ? classes.drawerSemiDark : undefined }}
        closeButtonProps={{ 'aria-label': t('nav.close') }}
        padding={0}
      >
        <VerticalNavigation semiDark={semiDark} onNavigate={drawer.close} />
      </Drawer>

      <CustomizerButton onClick={customizer.open} inMenu={mode.navbarVisible} />
      <CustomizerDrawer opened={customizerOpened} onClose={customizer.close} />
    </AppShell>
  );
}
