import type { Language } from '../app.ts';
import type { NavigationTitles } from './index.ts';

const LOADERS: Record<Language, () => Promise<{ default: NavigationTitles }>> = {
  en: () => import('./titles.en.ts'),
  fr: () => import('./titles.fr.ts'),
  ar: () => import('./titles.ar.ts'),
};

/**
 * One language's titles, for the browser: it needs its reader's only, and each file then travels with that language's
 * other strings instead of all three in every page's first load.
 */
export const loadNavigationTitles = (language: Language): Promise<NavigationTitles> =>
  LOADERS[language]().then((module) => module.default);
