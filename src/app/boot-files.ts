/**
 * The entry (src/main.tsx) only chooses between two boots, the login island and the React app, and
 * imports the one it needs. So that the chosen boot's files do not wait for one another (the entry,
 * then the boot, then each static import of the boot), the build writes both file lists into
 * index.html (<meta name="ld-boot-files">, rollup.config.mjs; data, not a script the CSP would have to allow)
 * and the entry asks for the chosen list with module preloads: at once, or once a painted shell is on the screen.
 */
export type Boot = 'login' | 'app';
/**
 * A boot's list; the files both boots need (`shared`: asked for by src/paint-shell.ts, before the entry runs); or
 * the signed-in main layout's files (preloaded with the React boot when a session is stored).
 */
export type BootList = Boot | 'shared' | 'mainLayout';

export const BOOT_FILES_META = 'ld-boot-files';

/** The /auth pages (the login island's and the React 404 under /auth): never the signed-in main layout's. */
export function isAuthPage(path: string): boolean {
  return /^\/auth(\/|$)/i.test(path);
}

/** The files of one boot as the build listed them; none in a development build without the list. */
export function bootFiles(boot: BootList, doc: Document = document): string[] {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${BOOT_FILES_META}"]`)?.content;
  if (!content) return [];
  try {
    const files = (JSON.parse(content) as Partial<Record<BootList, unknown>>)[boot];
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * `modulepreload` fetches and compiles now (what this page needs); `prefetch` fetches at the lowest priority into
 * the cache (what the next page will need: the React app after a sign-in).
 */
export function linkFiles(rel: 'modulepreload' | 'prefetch', files: readonly string[], doc: Document = document): void {
  for (const href of files) {
    if (doc.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    doc.head.append(link);
  }
}
