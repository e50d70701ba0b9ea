/** The product's name; device storage keys are prefixed with it (spec §3). */
export const APP_TITLE = 'Mizan';
export const STORAGE_PREFIX = 'mizan';

export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** Spec §9: page-size default and options, search group limit. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100] as const;
export const SEARCH_GROUP_LIMIT = 5;
