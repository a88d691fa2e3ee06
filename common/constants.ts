// Over 300 lines: every fact the browser and the server share (languages, statuses, lists, limits) in one place, as docs/architecture.md says.
/** Languages of the site; tr is the default and the fallback of every content field. */
export const LANGUAGES = ["tr", "en", "de", "es", "fr"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = "tr";
export const OTHER_LANGUAGES = ["en", "de", "es", "fr"] as const satisfies readonly Lang[];

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Dates are written in each language's own order: en-GB (day first) rather than en-US. */
export const DATE_LOCALES: Record<Lang, string> = {
  tr: "tr-TR",
  en: "en-GB",
  de: "de-DE",
  es: "es-ES",
  fr: "fr-FR",
};

/** Where the company works: dates (fair days, "today", the dates shown) are its calendar days. */
export const COMPANY_TIME_ZONE = "Europe/Istanbul";

/** Ids are PostgreSQL `integer` (serial) columns: a larger number names no row. */
export const ID_MAX = 2_147_483_647;
export const isRowId = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= ID_MAX;

/** A text stored in up to five languages; tr is always present and non-empty. */
export type Localized = { tr: string } & Partial<Record<Exclude<Lang, "tr">, string>>;

export const MESSAGE_STATUSES = ["new", "read", "replied"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A meeting at our stand: asked for, being arranged, confirmed to the buyer, done with. */
export const MEETING_STATUSES = ["new", "in_progress", "confirmed", "closed"] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** The times a buyer may ask for at a fair (local time at the fair): 09:00 to 17:30, every half hour. */
export const MEETING_TIMES = Array.from({ length: 18 }, (_, i) => {
  const minutes = 9 * 60 + 30 * i;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

/** A request is arranged, confirmed and closed; a closed one may be reopened. */
export const MEETING_TRANSITIONS: Record<MeetingStatus, readonly MeetingStatus[]> = {
  new: ["in_progress", "confirmed", "closed"],
  in_progress: ["confirmed", "closed"],
  confirmed: ["closed", "in_progress"],
  closed: ["in_progress"],
};

/** What an activity-log line records an admin doing. */
export const ACTIVITY_ACTIONS = ["create", "update", "delete", "status", "login", "logout"] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** What each mail of the outbox is (its label in the admin's outbox: admin.outbox.kinds.<kind>). */
export const MAIL_KINDS = [
  "contact_message",
  "job_application",
  "meeting_request",
  "meeting_confirmation",
  "meeting_reply",
  "sample_request",
  "sample_confirmation",
  "sample_reply",
  "alert_confirmation",
  "alert_digest",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A buyer's sample request: received, being prepared, sent to the buyer, done with. */
export const SAMPLE_STATUSES = ["new", "in_progress", "sent", "closed"] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

/** A request is prepared, sent and closed; a sent or closed one may be taken up again. */
export const SAMPLE_TRANSITIONS: Record<SampleStatus, readonly SampleStatus[]> = {
  new: ["in_progress", "sent", "closed"],
  in_progress: ["sent", "closed"],
  sent: ["closed", "in_progress"],
  closed: ["in_progress"],
};

/** A swatch card (a small cutting of each fabric) or a sample length (metres of each fabric). */
export const SAMPLE_KINDS = ["swatch", "length"] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

/** What one sample request may hold: fabrics in it, metres of a sample length. */
export const SAMPLE_LIMITS = {
  items: 20,
  metres: { min: 1, max: 50 },
  /** A cut length of a stocked colourway, in metres to one decimal (no more than the stock when sent). */
  cut: { min: 1, max: 5_000 },
} as const;

/** Where the staff have got with a cut length: set aside on the shelf, then sent. */
export const CUT_LINE_STATUSES = ["reserved", "shipped"] as const;
export type CutLineStatus = (typeof CUT_LINE_STATUSES)[number];

/**
 * ISO 3166-1 alpha-2 codes of the countries a buyer may name (and XK, Kosovo); their names come
 * from the browser's and the server's Intl.DisplayNames in the page's language.
 */
export const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV " +
  "BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES " +
  "ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE " +
  "IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY " +
  "MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU " +
  "NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM " +
  "SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE " +
  "VG VI VN VU WF WS XK YE YT ZA ZM ZW"
).split(" ");

export const APPLICATION_STATUSES = ["pending", "interviewing", "accepted", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Status changes an admin may make; anything else is a 409. */
export const MESSAGE_TRANSITIONS: Record<MessageStatus, readonly MessageStatus[]> = {
  new: ["read", "replied"],
  read: ["replied"],
  replied: ["read"],
};
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ["interviewing", "accepted", "rejected"],
  interviewing: ["interviewing", "accepted", "rejected"],
  accepted: ["interviewing", "accepted", "rejected"],
  rejected: ["interviewing", "accepted", "rejected"],
};

/**
 * How long an application and its CV are kept (the careers form and the privacy notice state
 * these figures): months after the decision (accepted or rejected), after the last change while
 * undecided, and after either when the applicant asked to stay in our talent pool.
 */
export const APPLICATION_RETENTION_MONTHS = { decided: 6, undecided: 12, talentPool: 24 } as const;
/** The version of the careers form's retention and consent wording, stored with each application. */
export const CONSENT_VERSION = "2026-11-26";

/** Career file: exactly 5 MiB is accepted, one byte more is refused (SPEC §5, §9). */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const CV_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const CV_ACCEPT = ".jpg,.jpeg,.png,.pdf";

/** Admin image uploads (fabrics, countries, exhibitions, photos). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 50_000_000;
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
/** Widths of the WebP variants made from every uploaded image. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const TEXT_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  position: 200,
  message: 5000,
  title: 200,
  description: 5000,
  notes: 5000,
  url: 2048,
  address: 500,
  hours: 200,
  /** A fair's hall or stand number ("Hall 6", "C12"). */
  stand: 40,
  company: 200,
  /** What a buyer wants to talk about at a meeting. */
  topic: 1000,
  /** A sample request's intended use ("men's shirts, spring collection") and quantity ("3,000 m a colour"). */
  intendedUse: 200,
  quantity: 100,
} as const;

export const FOUNDED_YEAR = 1980;

/**
 * A fabric's technical card: the values are stable English keys (the API sends them as they
 * are); their labels are in the catalogue under fabricCard.<list>.<key>.
 */
export const FIBERS = [
  "cotton",
  "organic_cotton",
  "recycled_cotton",
  "linen",
  "polyester",
  "recycled_polyester",
  "viscose",
  "lyocell",
  "modal",
  "nylon",
  "wool",
  "elastane",
  "terylene",
] as const;
export type Fiber = (typeof FIBERS)[number];
export const WEAVES = [
  "poplin",
  "twill",
  "oxford",
  "dobby",
  "jacquard",
  "herringbone",
  "end_on_end",
  "satin",
  "voile",
  "chambray",
  "seersucker",
  "flannel",
] as const;
export type Weave = (typeof WEAVES)[number];
export const PATTERNS = ["solid", "stripe", "check", "print", "structure"] as const;
export type Pattern = (typeof PATTERNS)[number];
export const FINISHES = [
  "easy_care",
  "mercerised",
  "peached",
  "brushed",
  "stretch",
  "water_repellent",
  "anti_wrinkle",
] as const;
export type Finish = (typeof FINISHES)[number];
export const END_USES = ["men", "women", "children"] as const;
export type EndUse = (typeof END_USES)[number];
export const STOCK_SERVICES = ["in_stock", "made_to_order"] as const;
export type StockService = (typeof STOCK_SERVICES)[number];

/** Colour families of a colourway (its label in the catalogue: fabricCard.shades.<key>); the exact colour is its hex value. */
export const SHADES = [
  "white",
  "ecru",
  "beige",
  "yellow",
  "orange",
  "pink",
  "red",
  "burgundy",
  "purple",
  "sky_blue",
  "blue",
  "navy",
  "green",
  "olive",
  "brown",
  "grey",
  "black",
  "multicolour",
] as const;
export type Shade = (typeof SHADES)[number];

/** Bounds of the technical card's lists and texts (its numbers' bounds: common/fabric-card-fields.ts). */
export const FABRIC_CARD_LIMITS = {
  code: 24,
  fibers: 6,
  colourways: 24,
  colourwayRef: 12,
} as const;
/** Article codes: capitals, digits and single hyphens, e.g. KM-2041. */
export const FABRIC_CODE = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** A collection's season (SS27 = spring–summer 2027) and kind: two main and two capsule collections a year (SPEC §1). */
export const SEASONS = ["SS", "AW"] as const;
export type Season = (typeof SEASONS)[number];
export const COLLECTION_KINDS = ["main", "capsule"] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];
/** A season code: SS or AW and the year's last two digits (SS27, AW27). */
export const SEASON_CODE = /^(SS|AW)\d{2}$/;
export const COLLECTION_YEARS = { min: 1980, max: 2100 } as const;

/**
 * Certificate standards a shirting mill holds or its buyers ask for: stable keys (the API sends
 * them); the names are proper names, the same in every language (certificates.standard.<key>).
 */
export const CERTIFICATE_STANDARDS = [
  "iso_9001",
  "iso_14001",
  "gots",
  "ocs",
  "oeko_tex_100",
  "grs",
  "rcs",
  "bci",
  "sa8000",
] as const;
export type CertificateStandard = (typeof CERTIFICATE_STANDARDS)[number];
/** Certificate files: a scan (PDF or picture) up to 10 MiB, public once the certificate is valid. */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
/** The dashboard warns this many days before a certificate ends. */
export const CERTIFICATE_WARNING_DAYS = 30;

/** A position's employment type: schema.org JobPosting's employmentType values. */
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** Where a position is when the admin names no other place. */
export const DEFAULT_POSITION_LOCATION = "İstanbul";
/** A position's JobPosting validThrough when it has no date of its own: this many days after it was opened. */
export const POSITION_VALID_DAYS = 60;

/** A facility's kinds of work, in the order of the making (the steps of /traceability). */
export const FACILITY_KINDS = ["spinning", "weaving", "dyeing", "printing", "finishing", "making_up"] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];
/** A facility is the company's own or a partner's. */
export const FACILITY_OWNERSHIPS = ["own", "partner"] as const;
export type FacilityOwnership = (typeof FACILITY_OWNERSHIPS)[number];

/**
 * What an API token (admin "API tokens") may reach: a route's contract names the scope that lets
 * a bearer token call it (common/api/contract.ts `scope`); every other admin route is staff-only.
 */
export const API_TOKEN_SCOPES = ["catalogue:read", "requests:read", "stock:write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** The secret's prefix, so that secret scanners recognise a leaked token: `dkt_` + 43 base64url characters. */
export const API_TOKEN_PREFIX = "dkt_";
export const API_TOKEN_PATTERN = /^dkt_[A-Za-z0-9_-]{43}$/;
/** A token's name, and how many characters of its secret after the prefix the list shows. */
export const API_TOKEN_LIMITS = { name: 80, shownChars: 8 } as const;

/**
 * `<subject>.<action>`, spelt in two parts: a quoted literal starting with the word fabric and a dot would read as a key of
 * the catalogue's fabrics section and put it in every page (scripts/lib/page-sections.ts).
 */
const eventName = <S extends string, A extends string>(subject: S, action: A) =>
  `${subject}.${action}` as `${S}.${A}`;
/** What a webhook can subscribe to (server/modules/webhooks, docs/webhooks.md). */
export const WEBHOOK_EVENTS = [
  eventName("fabric", "created"),
  eventName("fabric", "updated"),
  eventName("fabric", "deleted"),
  eventName("sample_request", "received"),
  eventName("meeting_request", "received"),
  eventName("stock", "changed"),
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The "send a test event" button's event: sent to one webhook on request, never subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
