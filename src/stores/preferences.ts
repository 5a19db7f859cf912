import { proxy, subscribe } from 'valtio';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { readJson, writeText } from './storage';

export type Theme = 'light' | 'dark';
export type AppWidth = 'container' | 'fluid';

interface Preferences {
  /** Whose preferences these are; null before the user is known. */
  userId: number | null;
  theme: Theme;
  width: AppWidth;
}

/** Spec 01 §3 and §9: theme light by default (master may set dark), width container by default. */
export const preferencesStore = proxy<Preferences>({ userId: null, theme: 'light', width: 'container' });

type PerUser<T> = Record<string, T>;

/** Both preferences are stored per user id, so people sharing a browser keep their own. */
export function loadPreferences(userId: number): void {
  if (preferencesStore.userId === userId) return;
  const themes = readJson<PerUser<Theme>>(STORAGE_KEYS.theme, {});
  const widths = readJson<PerUser<AppWidth>>(STORAGE_KEYS.applicationWidth, {});
  preferencesStore.userId = userId;
  preferencesStore.theme = themes[userId] === 'dark' ? 'dark' : 'light';
  preferencesStore.width = widths[userId] === 'fluid' ? 'fluid' : 'container';
}

/** The server's copy (GET /account/preferences) wins over the browser's first guess, and becomes the browser's copy. */
export function adoptPreferences(userId: number, stored: Pick<Preferences, 'theme' | 'width'>): void {
  loadPreferences(userId);
  preferencesStore.theme = stored.theme === 'dark' ? 'dark' : 'light';
  preferencesStore.width = stored.width === 'fluid' ? 'fluid' : 'container';
}

function persist(key: string, value: string): void {
  const { userId } = preferencesStore;
  if (userId === null) return;
  const all = readJson<PerUser<string>>(key, {});
  if (all[userId] === value) return;
  writeText(key, JSON.stringify({ ...(all && typeof all === 'object' ? all : {}), [userId]: value }));
}

subscribe(preferencesStore, () => {
  persist(STORAGE_KEYS.theme, preferencesStore.theme);
  persist(STORAGE_KEYS.applicationWidth, preferencesStore.width);
});

export function toggleTheme(): void {
  preferencesStore.theme = preferencesStore.theme === 'dark' ? 'light' : 'dark';
}

export function toggleWidth(): void {
  preferencesStore.width = preferencesStore.width === 'fluid' ? 'container' : 'fluid';
}
