/**
 * The banner language a visitor gets: the page's (`lang` query, the html lang), else the browser's
 * (Accept-Language, by q), else the banner's default; each matched among the banner's languages by
 * exact tag, then by the language alone (de-AT → de, pt → pt-BR).
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((l) => l.tag);
}

const base = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/** The first wanted tag the banner offers (exact, then by language), else the default. */
export function pickBannerLanguage(
  offered: readonly string[],
  wanted: readonly string[],
  fallback: string,
): string {
  for (const tag of wanted) {
    const exact = offered.find((o) => o.toLowerCase() === tag.toLowerCase().replace('_', '-'));
    if (exact) return exact;
    const same = offered.find((o) => base(o) === base(tag));
    if (same) return same;
  }
  return fallback;
}
