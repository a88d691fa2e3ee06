/** Small line icons of the admin menu (decorative: the text next to them says what they are). */
const paths = {
  dashboard: "M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z",
  exhibitions: "M3 21h18M5 21V10l7-5 7 5v11M9 21v-6h6v6",
  fabrics: "M4 4h16v16H4zM4 9h16M4 14h16M9 4v16M14 4v16",
  collections: "M12 3l9 5-9 5-9-5zM3 12.5l9 5 9-5M3 17l9 5 9-5",
  certificates: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 13.5 7 22l5-3 5 3-1.5-8.5",
  facilities: "M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17zM7 18h2M12 18h2M17 18h2",
  messages: "M4 5h16v11H8l-4 4z",
  meetings: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z",
  samples:
    "M5 3h14v14l-2.3 3-2.3-3-2.4 3-2.4-3-2.3 3L5 17zM10.5 7.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M5 12h14",
  alerts: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
  contactSettings:
    "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5",
  applications: "M4 7h16v13H4zM9 7V4h6v3M4 12h16",
  positions: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM16 16l5 5M8 11h6M11 8v6",
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6",
  outbox: "M4 6h16v12H4zM4 6l8 7 8-7",
  privacy: "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4",
  tokens: "M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 11h9M18 11v3M21 11v4",
  translations: "M4 5h8M8 3v2M10 5c-1 4-3.5 7-6 8.5M6 8.5c1.2 2 3 3.6 5 4.5M13 21l4-10 4 10M14.5 17.5h5",
  webhooks: "M9 7a3 3 0 1 1 5 2.2L11 15M6 19a3 3 0 1 1 1-5.8L10 9M18 19a3 3 0 1 1 0-6h-6",
  stock: "M4 20V8l8-4 8 4v12M8 20v-6h8v6M8 17h8",
  logout: "M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10",
  menu: "M4 6h16M4 12h16M4 18h16",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6",
  external: "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
