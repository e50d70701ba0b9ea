import type { Language } from '../app.ts';
import ar from './titles.ar.ts';
import en from './titles.en.ts';
import fr from './titles.fr.ts';

export * from './areas.ts';
export * from './keywords.ts';
export * from './load-titles.ts';
export type NavigationTitles = typeof en;
export const NAVIGATION_TITLES: Record<Language, NavigationTitles> = { en, fr, ar };
