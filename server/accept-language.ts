/**
 * The caller's language from an Accept-Language header, for texts the server writes itself (a workbook's
 * headings, the analyzer's findings). Entries are ranked by q (then by order; q=0 refuses); the first one that
 * names a supported tag wins, exactly (nl-BE) or by its language (en-GB → en-EN, de → de-DE, the first
 * supported tag of that language). Nothing supported: the fallback (Dutch, the default locale).
 */
export function preferredLanguage<T extends string>(header: string | undefined, supported: readonly T[], fallback: T): T {
  const languageOf = (tag: string) => tag.split('-')[0]!.toLowerCase();
  const ranked = (header ?? '').split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1');
    return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
  }).filter((entry) => entry.q > 0 && entry.tag !== '').sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const match = supported.find((s) => s.toLowerCase() === tag) ?? supported.find((s) => languageOf(s) === languageOf(tag));
    if (match !== undefined) return match;
  }
  return fallback;
}
