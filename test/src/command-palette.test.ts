import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { highlightParts, matchRank, rankItems } from '../../elements/command-palette/palette-match';
import { EXTRA_SCREENS, matchingScreens, screenChoices } from '../../src/app/command-palette/palette-screens';
import { routeByName, type RouteEntry } from '../../src/app/paths';
import { MENU_GROUPS } from '../../src/app/shell/menu-items';

/** A locale's texts of a `namespace:key.path`, {{product}} filled in. */
const textsOf = (locale: string) => (key: string, options?: Record<string, unknown>): string => {
  const [namespace = '', path = ''] = key.split(':');
  const texts = JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${locale}/${namespace}.json`), 'utf8')) as Record<string, unknown>;
  const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
  return text.replace('{{product}}', String(options?.product ?? ''));
};
const english = textsOf('en-EN');

const item = (label: string, description?: string) => ({ id: label, label, description });

describe('the command palette\'s matching (elements/command-palette/palette-match.ts)', () => {
  it('needs every word somewhere, ignoring case and accents', () => {
    expect(matchRank(item('Société Générale'), 'societe gen')).not.toBeNull();
    expect(matchRank(item('Categories', 'Arrangement › Categories'), 'arrangement categ')).not.toBeNull();
    expect(matchRank(item('Categories', 'Arrangement › Categories'), 'mobility categ')).toBeNull();
    expect(matchRank(item('Anything'), '   ')).toBe(0);
  });

  it('ranks a label that starts with the query, then word starts, then inside the label, then the description only', () => {
    const items = [item('Mail log', 'Main › Mail log'), item('Templates', 'Mail'), item('Email settings'), item('Mail')];
    expect(rankItems(items, 'mail').map((i) => i.label)).toEqual(['Mail log', 'Mail', 'Email settings', 'Templates']);
    expect(rankItems(items, '').map((i) => i.label)).toEqual(items.map((i) => i.label));
  });

  it('cuts a text into matched pieces, on the original characters', () => {
    expect(highlightParts('Renée Jansen', 'renee jan')).toEqual([
      { text: 'Renée', match: true },
      { text: ' ', match: false },
      { text: 'Jan', match: true },
      { text: 'sen', match: false },
    ]);
    expect(highlightParts('Drivers', '')).toEqual([{ text: 'Drivers', match: false }]);
  });
});

describe('the palette\'s screens (src/app/command-palette/palette-screens.ts)', () => {
  const t = (key: string) => `«${key}»`;
  const everything = (name: string) => routeByName(name) ?? null;

  it('offers each screen the menus offer, once, titled as the menu titles it with its menu path', () => {
    const choices = screenChoices({ groups: MENU_GROUPS, canOpenGroup: () => true, visible: everything, t, group: 'screens' });
    const categories = choices.find((choice) => choice.id === 'arrangement-category')!;
    expect(categories).toMatchObject({ label: '«menu:items.categories»', description: '«menu:groups.arrangement» › «menu:items.categories»', href: '/arrangement/category', group: 'screens' });
    expect(new Set(choices.map((choice) => choice.id)).size).toBe(choices.length);
    expect(choices.find((choice) => choice.id === 'administration-settings')?.description).toBe('«routes:parts.administration» › «routes:parts.settings»');
    for (const name of EXTRA_SCREENS) expect(routeByName(name), name).toBeDefined();
  });

  it('leaves out what the menus\' checks refuse: a group the user may not see, a route the user may not open', () => {
    const refused = new Set(['component-account', 'tools-machines']);
    const visible = (name: string): RouteEntry | null => (refused.has(name) ? null : everything(name));
    const choices = screenChoices({ groups: MENU_GROUPS, canOpenGroup: (group) => group.section !== 'amw', visible, t, group: 'screens' });
    const ids = choices.map((choice) => choice.id);
    expect(ids).not.toContain('component-account');
    expect(ids).not.toContain('tools-machines');
    expect(ids.some((id) => id.startsWith('amw-'))).toBe(false);
    expect(ids).toContain('arrangement-account');
  });

  it('finds a screen by its title and menu path, best first, a few at a time', () => {
    const choices = screenChoices({ groups: MENU_GROUPS, canOpenGroup: () => true, visible: everything, t: english, group: 'screens' });
    expect(matchingScreens(choices, 'arrangement categories', 8).map((choice) => choice.id)).toEqual(['arrangement-category']);
    expect(matchingScreens(choices, 'categories', 8).map((choice) => choice.description)).toEqual(['Main › Categories', 'Arrangement › Categories', 'Mobility › Categories', 'Main › Mobility categories']);
    expect(matchingScreens(choices, 'analyzer', 8).map((choice) => choice.description)).toEqual(['Help › Analyzer']);
    expect(matchingScreens(choices, 'drivers', 2)).toHaveLength(2);
    // In the user's language, accents or not: nl-NL "Regeling › Categorieën".
    const dutch = screenChoices({ groups: MENU_GROUPS, canOpenGroup: () => true, visible: everything, t: textsOf('nl-NL'), group: 'screens' });
    expect(matchingScreens(dutch, 'regeling categorieen', 8).map((choice) => [choice.id, choice.description])).toEqual([['arrangement-category', 'Regeling › Categorieën']]);
    expect(matchingScreens(choices, '', 2).length).toBe(choices.length);
  });
});
