/** The tree select's pure rules: which rows show, in what order, and how the keyboard moves. */

export interface TreeOption {
  id: string;
  label: string;
  children?: TreeOption[];
  disabled?: boolean;
}

/** One visible row of the flattened tree, with what ARIA needs to describe its place. */
export interface TreeRow {
  option: TreeOption;
  level: number;
  parentId: string | null;
  posInSet: number;
  setSize: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** Case- and accent-insensitive, so "societe" finds "Société". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

function matchesQuery(option: TreeOption, folded: string): boolean {
  return fold(option.label).includes(folded);
}

function keeps(option: TreeOption, folded: string): boolean {
  return matchesQuery(option, folded) || (option.children ?? []).some((child) => keeps(child, folded));
}

/**
 * The rows to show. Without a query: the tree as far as it is expanded. With one: every option
 * whose label contains it, plus its ancestors, opened so the matches are visible.
 */
export function visibleRows(options: TreeOption[], expanded: ReadonlySet<string>, query: string): TreeRow[] {
  const folded = fold(query.trim());
  const rows: TreeRow[] = [];
  const walk = (level: number, parentId: string | null, siblings: TreeOption[]): void => {
    const shown = folded ? siblings.filter((option) => keeps(option, folded)) : siblings;
    shown.forEach((option, index) => {
      const children = option.children ?? [];
      const open = folded ? children.some((child) => keeps(child, folded)) : expanded.has(option.id);
      rows.push({
        option,
        level,
        parentId,
        posInSet: index + 1,
        setSize: shown.length,
        hasChildren: children.length > 0,
        expanded: children.length > 0 && open,
      });
      if (open) walk(level + 1, option.id, children);
    });
  };
  walk(1, null, options);
  return rows;
}

/** Every option, depth first. */
export function flatten(options: TreeOption[]): TreeOption[] {
  return options.flatMap((option) => [option, ...flatten(option.children ?? [])]);
}

/** The ids of the ancestors of an option, outermost first ([] for a root or an unknown id). */
export function ancestorsOf(options: TreeOption[], id: string): string[] {
  for (const option of options) {
    if (option.id === id) return [];
    const below = ancestorsOf(option.children ?? [], id);
    if (below.length > 0 || (option.children ?? []).some((child) => child.id === id)) return [option.id, ...below];
  }
  return [];
}

/** Type-ahead: the first row whose label starts with the text, else the first that contains it. */
export function typeAheadIndex(rows: TreeRow[], text: string): number {
  const folded = fold(text.trim());
  if (!folded) return rows.length > 0 ? 0 : -1;
  const starts = rows.findIndex((row) => fold(row.option.label).startsWith(folded));
  return starts >= 0 ? starts : rows.findIndex((row) => fold(row.option.label).includes(folded));
}

/** The value as a list, whatever shape it came in. */
export function toList(value: string | string[] | null | undefined): string[] {
  if (Array.isArray(value)) return value.filter((id) => typeof id === 'string' && id !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** What a key in the search box asks for; null for keys the tree leaves to the text box. */
export type TreeKeyAction =
  | { kind: 'move'; id: string }
  | { kind: 'branch'; id: string; open: boolean }
  | { kind: 'choose' }
  | { kind: 'close' }
  | { kind: 'none' };

/**
 * The tree's keyboard in the search box. Home, End, ArrowLeft and ArrowRight belong to the text
 * while a query is typed (they move the caret), and to the tree while the box is empty.
 */
export function treeKeyAction(rows: TreeRow[], activeId: string | null, key: string, queryEmpty: boolean): TreeKeyAction | null {
  const index = rows.findIndex((row) => row.option.id === activeId);
  const row = rows[index];
  const moveTo = (target: number): TreeKeyAction => {
    const id = rows[target]?.option.id;
    return id === undefined ? { kind: 'none' } : { kind: 'move', id };
  };
  switch (key) {
    case 'ArrowDown':
      return moveTo(Math.min(rows.length - 1, index + 1));
    case 'ArrowUp':
      return moveTo(Math.max(0, index - 1));
    case 'Home':
      return queryEmpty ? moveTo(0) : null;
    case 'End':
      return queryEmpty ? moveTo(rows.length - 1) : null;
    case 'ArrowRight':
      if (!queryEmpty || !row?.hasChildren) return null;
      return row.expanded ? moveTo(index + 1) : { kind: 'branch', id: row.option.id, open: true };
    case 'ArrowLeft':
      if (!queryEmpty || !row) return null;
      if (row.expanded) return { kind: 'branch', id: row.option.id, open: false };
      return row.parentId === null ? { kind: 'none' } : moveTo(rows.findIndex((r) => r.option.id === row.parentId));
    case 'Enter':
      return { kind: 'choose' };
    case 'Escape':
      return { kind: 'close' };
    default:
      return null;
  }
}
