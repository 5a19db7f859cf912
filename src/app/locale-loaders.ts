import type { Locale } from '../api/types';

/**
 * Non-default locales load on demand. Written out one import per file because rollup cannot
 * split a template-literal import without an extra plugin; each JSON becomes its own small chunk.
 */
type Json = { default: Record<string, unknown> };
export type NamespaceLoaders = Record<string, () => Promise<Json>>;

export const lazyLocales: Record<Exclude<Locale, 'nl-NL'>, NamespaceLoaders> = {
  'nl-BE': {
    common: () => import('../../locales/nl-BE/common.json'),
    auth: () => import('../../locales/nl-BE/auth.json'),
    session: () => import('../../locales/nl-BE/session.json'),
    shell: () => import('../../locales/nl-BE/shell.json'),
    errors: () => import('../../locales/nl-BE/errors.json'),
  },
  'en-EN': {
    common: () => import('../../locales/en-EN/common.json'),
    auth: () => import('../../locales/en-EN/auth.json'),
    session: () => import('../../locales/en-EN/session.json'),
    shell: () => import('../../locales/en-EN/shell.json'),
    errors: () => import('../../locales/en-EN/errors.json'),
  },
  'fr-FR': {
    common: () => import('../../locales/fr-FR/common.json'),
    auth: () => import('../../locales/fr-FR/auth.json'),
    session: () => import('../../locales/fr-FR/session.json'),
    shell: () => import('../../locales/fr-FR/shell.json'),
    errors: () => import('../../locales/fr-FR/errors.json'),
  },
  'de-DE': {
    common: () => import('../../locales/de-DE/common.json'),
    auth: () => import('../../locales/de-DE/auth.json'),
    session: () => import('../../locales/de-DE/session.json'),
    shell: () => import('../../locales/de-DE/shell.json'),
    errors: () => import('../../locales/de-DE/errors.json'),
  },
  'pl-PL': {
    common: () => import('../../locales/pl-PL/common.json'),
    auth: () => import('../../locales/pl-PL/auth.json'),
    session: () => import('../../locales/pl-PL/session.json'),
    shell: () => import('../../locales/pl-PL/shell.json'),
    errors: () => import('../../locales/pl-PL/errors.json'),
  },
};
