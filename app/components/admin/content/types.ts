import type { ComponentType, ReactNode } from "react";
import type { AnyContract } from "../../../../common/api/contract";
import type { Lang } from "../../../../common/constants";
import type { TranslatableEntity } from "../../../../common/translations";
import type { Translation } from "../../../i18n/translation";
import type { AdminApi, AllLanguagesOf, CallInput, RowOf } from "../../../lib/admin/api";

/** A list route answering every language with ?lng=all. */
export type ContentListContract = AnyContract & { lng: true };

/** A row of the screen: the list's row with its texts in every language. */
export type ContentRow<L extends ContentListContract> = AllLanguagesOf<RowOf<L>>;

/** What a create or update call takes as its body (the form's draft becomes this). */
export type BodyOf<C extends AnyContract> = CallInput<C> extends { body: infer B } ? B : never;

/** A text of the screen's catalogue section: `text("add")` is `t("<section>.add")`. */
export type SectionText = (key: string, options?: Record<string, unknown>) => string;

/** Any catalogue text by its full key, as the frame reads the keys of its config. */
export type CatalogueText = (key: string, options?: Record<string, unknown>) => string;

export type RowContext = {
  text: SectionText;
  /** Every catalogue text (a cell reading another section: `traceability.…`). */
  t: Translation["t"];
  lng: Lang;
  /** Runs a change of the row (a status), then shows `saved` and reloads; a failure goes in the banner. */
  change(action: (api: AdminApi) => Promise<unknown>): void;
};

export type ContentColumn<T> = {
  id: string;
  /** Its header (default: the section's `columns.<id>`). */
  header?(text: SectionText): ReactNode;
  /** Shown from this screen width up (its header and cells get d-none d-<width>-table-cell first). */
  shownFrom?: "sm" | "md" | "lg";
  className?: string;
  cellClassName?: string;
  /** The key of `table.sorters` this column sorts by: its header becomes a sort button. */
  sort?: string;
  cell(row: T, context: RowContext): ReactNode;
};

/** The edit dialog of a content screen: a row to edit, or null for a new one. */
export type ContentFormProps<T> = {
  show: boolean;
  item: T | null;
  onHide(): void;
  onSaved(created: boolean): void;
};

/**
 * The frame's texts, as full catalogue keys. Each defaults to the section's key named in
 * `DEFAULT_TEXTS` (content/texts.ts): `add` is `<section>.add`.
 */
export type ContentTexts = {
  /** The add button. */
  add: string;
  /** The table's caption. */
  title: string;
  /** The loading state's label (default: the title). */
  loading: string;
  /** No rows at all. */
  empty: string;
  /** The list could not be read. */
  loadFailed: string;
  /** A row's change (an action's call) failed. */
  failed: string;
  /** A row's change was made. */
  saved: string;
  /** The dialog added a row, or saved one (both default to `saved`). */
  created: string;
  updated: string;
  /** A row was deleted (no notice without one). */
  deleted?: string;
  /** The actions column's header (its Edit and Delete buttons say admin.common.edit and .delete). */
  actions: string;
  /** The buttons' accessible names, with the row's `{{name}}` (none: their text alone). */
  editAria?: string;
  deleteAria?: string;
  /** The delete confirmation: title, question (with `{{name}}` and `{{title}}`), buttons, failure. */
  confirmTitle: string;
  confirmText: string;
  confirm: string;
  cancel: string;
  deleteFailed: string;
};

/** Search and sort of the rows in the browser; pages of 50 rows (TABLE_PAGE_SIZE) in any case. */
export type ContentTableOptions<T> = {
  /** What the search box looks in. */
  search(row: T): string;
  /** Full keys: the box's label and placeholder, the count found, the text when nothing matches. */
  texts: { label: string; placeholder: string; found: string; noMatch: string };
  /** The value each sort key sorts by (columns name them in `sort`). */
  sorters: Record<string, (row: T) => string | number | Date | null | undefined>;
  initialSort?: { key: string; direction: "asc" | "desc" };
};

/** A content screen (positions, certificates…): what the shared frame needs to know of its entity. */
export type ContentConfig<T extends { id: number }> = {
  contracts: { list: ContentListContract; remove: AnyContract };
  /** The catalogue section of its texts (add, title, empty, failed, saved, confirmDelete, actions.*). */
  section: string;
  /** The frame's texts where they are not the section's defaults (full keys). */
  texts?: Partial<ContentTexts>;
  /** Its kind in the translation workflow (the 'missing language' filter, links to a field); a row's test id is `<entity>-<id>`. */
  entity: TranslatableEntity;
  className: string;
  /**
   * A line above the list and the row count (full keys; `count` has `{{count}}`). The filters then
   * stand over the table, once there are rows, instead of beside the add button.
   */
  intro?: { text: string; count: string };
  /** A search box and sortable columns. */
  table?: ContentTableOptions<T>;
  /** The actions column's header shown, not only read out. */
  actionsHeader?: "visible" | "hidden";
  /** The class of the box around a row's buttons (default: d-flex flex-wrap gap-2). */
  actionsClassName?: string;
  /** How the delete confirmation and the buttons' names name the row. */
  name(row: T): string;
  columns: ContentColumn<T>[];
  /** Buttons of a row between Edit and Delete. */
  actions?(row: T, context: RowContext): ReactNode;
  Form: ComponentType<ContentFormProps<T>>;
};
