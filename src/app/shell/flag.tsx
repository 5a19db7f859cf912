/** Country flags as tiny SVGs (emoji flags do not render on every desktop). */
const STRIPES: Record<string, { vertical: boolean; colours: string[] }> = {
  NL: { vertical: false, colours: ['#ae1c28', '#ffffff', '#21468b'] },
  BE: { vertical: true, colours: ['#000000', '#fdda24', '#ef3340'] },
  PL: { vertical: false, colours: ['#ffffff', '#dc143c'] },
};

export function Flag({ country, label }: { country: string | null | undefined; label: string }) {
  const flag = STRIPES[(country ?? '').toUpperCase()] ?? STRIPES.NL!;
  const n = flag.colours.length;
  return (
    <svg className="flag" width="21" height="14" viewBox="0 0 21 14" role="img" aria-label={label}>
      {flag.colours.map((colour, i) =>
        flag.vertical ? (
          <rect key={colour} x={(21 / n) * i} y="0" width={21 / n} height="14" fill={colour} />
        ) : (
          <rect key={colour} x="0" y={(14 / n) * i} width="21" height={14 / n} fill={colour} />
        ),
      )}
      <rect x="0.5" y="0.5" width="20" height="13" fill="none" stroke="rgb(0 0 0 / 20%)" />
    </svg>
  );
}
