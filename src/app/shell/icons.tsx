/**
 * The shell's icons as inline SVG (stroke drawings on a 24-unit grid). Shoelace's <sl-icon> fetches
 * SVG files, which would mean copying its 8.5 MB assets folder; these cost a few hundred bytes.
 */
const SHAPES = {
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  car: 'M3 16v-4l2-5h14l2 5v4M3 16h18v3h-3v-3M6 16v3H3M7 13h.01M17 13h.01',
  mobility: 'M2 17a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M16 17a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M5 17l4-8h6l4 8M9 9l3 8M12 5h3',
  briefcase: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  truck: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M4 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M15 18a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  tools: 'M14 7a4 4 0 1 1 3 3L8 19l-3-3 9-9',
  search: 'M4.0 10.5a6.5 6.5 0 1 0 13.0 0a6.5 6.5 0 1 0 -13.0 0M15.5 15.5L21 21',
  userPlus: 'M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
  megaphone: 'M3 10v4h3l7 4V6L6 10zM17 9a4 4 0 0 1 0 6',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  cloud: 'M7 18a4 4 0 0 1 0-8 6 6 0 0 1 11.5 1.5A3.5 3.5 0 0 1 18 18z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  phone: 'M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  calculator: 'M5 2h14v20H5zM8 6h8v3H8zM8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01',
  logout: 'M10 4H4v16h6M15 8l4 4-4 4M19 12H9',
  moon: 'M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z',
  width: 'M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4',
  offline: 'M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18',
  warning: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export type IconName = keyof typeof SHAPES;

export function Icon({ name, size = 20, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      className="ld-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={SHAPES[name]} />
    </svg>
  );
}
