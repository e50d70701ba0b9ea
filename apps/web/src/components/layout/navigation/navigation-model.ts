import {
  AREAS,
  MENU_PARENTS,
  MENU_SECTIONS,
  type Access,
  type Action,
  type Area,
  type MenuParent,
  type MenuSection,
  type Subject,
} from '@mizan/contracts';

/** Who is looking: enough to decide which areas to offer. */
export interface Viewer {
  signedIn: boolean;
  can: (action: Action, subject: Subject) => boolean;
}

export interface NavItem {
  kind: 'item';
  id: string;
  to: string;
  /** The path it is lit at and below (`activeUnder`, else `to`). */
  match: string;
  icon: string;
  /** i18n key, e.g. `navigation:areas.dashboardsCrm`. */
  titleKey: string;
}

export interface NavParent {
  kind: 'parent';
  id: MenuParent;
  icon: string;
  titleKey: string;
  children: NavItem[];
}

export type NavEntry = NavItem | NavParent;

export interface NavSection {
  id: MenuSection;
  titleKey: string;
  entries: NavEntry[];
}

/** Spec §6 for a menu entry: public always, guest only signed out, signed-in, or an action on a subject. */
export function canUseAccess(access: Access, viewer: Viewer): boolean {
  if (access === 'public') return true;
  if (access === 'guest') return !viewer.signedIn;
  if (access === 'signedIn') return viewer.signedIn;
  return viewer.signedIn && viewer.can(access.action, access.subject);
}

const toItem = (area: Area): NavItem => ({
  kind: 'item',
  id: area.id,
  to: area.to,
  match: area.activeUnder ?? area.to,
  icon: area.icon,
  titleKey: `navigation:areas.${area.id}`,
});

/**
 * The menu the viewer may use: sections in their order, entries in the descriptors' order, entries sharing
 * a parent folded under it (at the place of its first entry); empty parents and sections are dropped.
 */
export function buildNavigation(areas: readonly Area[], viewer: Viewer): NavSection[] {
  return MENU_SECTIONS.map((section): NavSection => {
    const entries: NavEntry[] = [];
    for (const area of areas) {
      if (area.menu?.section !== section || !canUseAccess(area.access, viewer)) continue;
      const parentId = area.menu.parent;
      if (!parentId) {
        entries.push(toItem(area));
        continue;
      }
      let parent = entries.find((entry): entry is NavParent => entry.kind === 'parent' && entry.id === parentId);
      if (!parent) {
        parent = {
          kind: 'parent',
          id: parentId,
          icon: MENU_PARENTS[parentId].icon,
          titleKey: `navigation:parents.${parentId}`,
          children: [],
        };
        entries.push(parent);
      }
      parent.children.push(toItem(area));
    }
    return { id: section, titleKey: `navigation:sections.${section}`, entries };
  }).filter((section) => section.entries.length > 0);
}

/** The navbar's shortcuts: areas marked `shortcut` that the viewer may open. */
export function shortcutItems(areas: readonly Area[], viewer: Viewer): NavItem[] {
  return areas.filter((area) => area.shortcut && canUseAccess(area.access, viewer)).map(toItem);
}

const AREA_PATHS = AREAS.map((area) => area.activeUnder ?? area.to);
const isAtOrBelow = (pathname: string, to: string) =>
  pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);

/**
 * An entry is active on its own page and on the pages below it, unless another area lives there: on
 * `/legal-cases/agenda` the agenda is active, not the cases list at `/legal-cases`.
 */
export function isActivePath(pathname: string, to: string, areaPaths: readonly string[] = AREA_PATHS): boolean {
  if (!isAtOrBelow(pathname, to)) return false;
  return !areaPaths.some((other) => other.length > to.length && other.startsWith(to) && isAtOrBelow(pathname, other));
}

/**
 * The router's own "active" marks a link to `/legal-cases` current on `/legal-cases/agenda` too (aria-current,
 * which Mantine lights): menu links ask it for exact matches only and let `isActivePath` decide.
 */
export const EXACT_MATCH = { exact: true } as const;

export const isParentActive = (pathname: string, parent: NavParent) =>
  parent.children.some((child) => isActivePath(pathname, child.match));
