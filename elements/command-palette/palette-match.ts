/**
 * The command palette's matching, pure: every word of the query must occur in an item's label, description or
 * keywords, ignoring case and accents ("societe" finds "Société"). Ranked by where the words occur; ties keep the
 * order the items came in. The app ranks its own lists with the same rules (src/app/command-palette/), so what
 * the palette highlights is what made an item match.
 */

/** One entry of the palette: a screen, a record, a command. */
export interface PaletteItem {
  /** Unique within the palette; `ld-select` names it. */
  id: string;
  label: string;
  /** A second line: a menu path ("Arrangement › Categories"), an e-mail address. */
  description?: string;
  /** The `id` of a group in `groups`; items of no listed group come last, without a heading. */
  group?: string;
  /** Extra words that find the item but are not shown. */
  keywords?: string;
}

export interface PaletteGroup {
  id: string;
  label: string;
}

/** A character as matching sees it: lower case, without accents (one character may fold to several). */
const foldChar = (char: string): string => char.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The text folded, and for each folded character the index of the original character it came from. */
function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    for (const part of foldChar(char)) {
      folded += part;
      origin.push(index);
    }
    index += char.length;
  }
  return { folded, origin };
}

export const fold = (text: string): string => foldWithMap(text).folded;

/** The query's words, folded; an empty query has none. */
export const queryWords = (query: string): string[] => fold(query).split(/\s+/).filter(Boolean);

/** Whether every word occurs in one of the texts. */
export function matchesAll(words: readonly string[], texts: readonly (string | undefined)[]): boolean {
  const haystack = texts.filter(Boolean).map((text) => fold(text!));
  return words.every((word) => haystack.some((text) => text.includes(word)));
}

/**
 * How well an item matches (lower is better), or null when it does not: 0 the label starts with the whole query,
 * 1 every word starts a word of the label, 2 every word is in the label, 3 some word only in description or keywords.
 */
export function matchRank(item: PaletteItem, query: string): number | null {
  const words = queryWords(query);
  if (words.length === 0) return 0;
  if (!matchesAll(words, [item.label, item.description, item.keywords])) return null;
  const label = fold(item.label);
  if (label.startsWith(words.join(' '))) return 0;
  const labelWords = label.split(/[\s›/,.()-]+/).filter(Boolean);
  if (words.every((word) => labelWords.some((part) => part.startsWith(word)))) return 1;
  return words.every((word) => label.includes(word)) ? 2 : 3;
}

/** The items that match the query, best first; an empty query keeps them all in their order. */
export function rankItems<T extends PaletteItem>(items: readonly T[], query: string): T[] {
  return items
    .map((item, index) => ({ item, index, rank: matchRank(item, query) }))
    .filter((entry): entry is { item: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

/** A text cut into plain and matched pieces (every occurrence of every query word), for highlighting. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const words = queryWords(query);
  if (words.length === 0 || text === '') return [{ text, match: false }];
  const { folded, origin } = foldWithMap(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      const start = origin[at]!;
      const last = origin[at + word.length - 1]!;
      const end = last + (text.codePointAt(last)! > 0xffff ? 2 : 1);
      marked.fill(true, start, end);
    }
  }
  const parts: { text: string; match: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const previous = parts[parts.length - 1];
    if (previous && previous.match === marked[i]) previous.text += text[i];
    else parts.push({ text: text[i]!, match: marked[i]! });
  }
  return parts;
}
