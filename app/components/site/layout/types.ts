/** Route id of the public site's layout, for useRouteLoaderData in pages and error boundaries. */
export const LAYOUT_ROUTE_ID = "routes/site/layout";

/** The company's contact details as the layout shows them (empty strings when not set). */
export type SiteContact = {
  address: string;
  addressLink: string;
  phone: string;
  whatsapp: string;
  email: string;
  hours: { weekday: string; weekend: string };
  social: { facebook: string; instagram: string; linkedin: string };
};

/** What the layout's loader gives the navigation bar, the footer and the floating button. */
export type LayoutData = {
  contact: SiteContact;
  /** The current year in Istanbul, from the server's clock (the copyright line). */
  year: number;
  /** First page of a browser session (no `seen` cookie), not a crawler: show the loading overlay. */
  overlay: boolean;
  /** schema.org Organization as JSON, `<` escaped, ready for a data block. */
  jsonLd: string;
};

export const EMPTY_CONTACT: SiteContact = {
  address: "",
  addressLink: "",
  phone: "",
  whatsapp: "",
  email: "",
  hours: { weekday: "", weekend: "" },
  social: { facebook: "", instagram: "", linkedin: "" },
};

/** The navigation bar turns solid after this many pixels of vertical scroll (SPEC §9). */
export const SCROLL_THRESHOLD = 50;

/** /exhibitions and /exhibition/:id always show the scrolled bar (SPEC §2). */
export const isExhibitionPath = (pathname: string) => /^\/exhibitions?(?:\/|$)/.test(pathname);

/** Each language named in itself, so a visitor finds theirs whatever the page's language. */
export const LANGUAGE_NAMES = {
  tr: "Türkçe",
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
} as const;
