/** Stroke icons (16×16 grid) for side-menu entries; decorative, the label names the link. */
const PATHS = {
  dashboard: 'M2 2h5v6H2zM9 2h5v3H9zM9 7h5v7H9zM2 10h5v4H2z',
  list: 'M5 4h9M5 8h9M5 12h9M2 4h.5M2 8h.5M2 12h.5',
  banner: 'M2 3h12v10H2zM2 10h12M4 11.5h4',
  scan: 'M7 2a5 5 0 1 0 0 10A5 5 0 0 0 7 2zM10.5 10.5L14 14',
  block: 'M8 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2zM3.8 3.8l8.4 8.4',
  chart: 'M2 14h12M4 12V8M7 12V4M10 12V6M13 12V9',
  code: 'M5 4L1.5 8 5 12M11 4l3.5 4-3.5 4M9.5 2.5l-3 11',
  form: 'M3 2h10v12H3zM5 5h6M5 8h6M5 11h3',
  inbox: 'M2 9l2-6h8l2 6v4H2zM2 9h3.5l1 2h3l1-2H14',
  flow: 'M2 3h4v3H2zM10 10h4v3h-4zM4 6v5.5h6M10 4.5H6',
  document: 'M4 2h5l3 3v9H4zM9 2v3h3M6 8h4M6 11h4',
  sliders: 'M2 4h12M2 8h12M2 12h12M5 2.5v3M10 6.5v3M7 10.5v3',
  globe: 'M8 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2zM2 8h12M8 2c-2 2-2 10 0 12M8 2c2 2 2 10 0 12',
  link: 'M6.5 9.5l3-3M7 4.5l1-1a2.5 2.5 0 0 1 3.5 3.5l-1 1M9 11.5l-1 1A2.5 2.5 0 0 1 4.5 9l1-1',
  mail: 'M2 4h12v8H2zM2 4.5l6 4.5 6-4.5',
  database: 'M3 4c0-2 10-2 10 0v8c0 2-10 2-10 0zM3 4c0 2 10 2 10 0M3 8c0 2 10 2 10 0',
  building: 'M3 14V2h7v12M10 6h3v8M2 14h12M5 4.5h1M7.5 4.5h.5M5 7.5h1M7.5 7.5h.5M5 10.5h1M7.5 10.5h.5',
  people:
    'M6 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM1.5 14c0-3 2-4.5 4.5-4.5s4.5 1.5 4.5 4.5M11 7a2 2 0 0 0 0-4M12.5 9.8c1.3.6 2 1.9 2 4.2',
  clock: 'M8 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2zM8 4.5V8l2.5 1.5',
} as const;

export type SideMenuIconName = keyof typeof PATHS;

export function SideMenuIcon({ name, className }: { name: SideMenuIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
