/**
 * What the arrangement and container selections share: an id remembered in browser storage and
 * whether an id is still in the loaded list. Pure helpers, so each machine stays its own chart.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberedId(storage: KeyValueStorage | null, key: string): number | null {
  const raw = storage?.getItem(key) ?? null;
  const id = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The current choice (kept across a reload), else the remembered one. */
export function candidateId(selectedId: number | null, storage: KeyValueStorage | null, key: string): number | null {
  return selectedId ?? rememberedId(storage, key);
}

export function isListed(items: readonly { id: number }[], id: number | null): id is number {
  return id !== null && items.some((item) => item.id === id);
}
