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

/**
 * What a cell, a row's action, a header button, a filter or a dialog can read and do on the
 * screen. `D` is what the config's `useData` answers (nothing by default).
 */
export type RowContext<T = unknown, D = unknown> = {
  text: SectionText;
  /** Every catalogue text (a cell reading another section: `traceability.…`). */
  t: Translation["t"];
  lng: Lang;
  /** Runs a change of the row (a status), then shows `saved` and reloads; a failure goes in the banner. */
  change(action: (api: AdminApi) => Promise<unknown>): void;
  /** Opens the config's dialog `name` (`dialogs`), for `row` or, from a header button, none. */
  open(name: string, row?: T): void;
  /** Reads the list again (rows on screen stay meanwhile). */
  reload(): void;
  /** Changes row `id` on screen, without a round trip (a count a dialog changed). */
  update(id: number, change: (row: T) => T): void;
  /** The screen's own data (`useData`). */
  data: D;
  /** The rows ticked (a screen with `selection`), in the order they were ticked. */
  selected: ReadonlySet<number>;
  select(ids: readonly number[], on: boolean): void;
};

export type ContentColumn<T, D = unknown> = {
  id: string;
  /** Its header (default: the section's `columns.<id>`). */
  header?(text: SectionText): ReactNode;
  /** Shown from this screen width up (its header and cells get d-none d-<width>-table-cell first). */
  shownFrom?: "sm" | "md" | "lg" | "xl" | "xxl";
  className?: string;
  cellClassName?: string;
  /** The key of `table.sorters` this column sorts by: its header becomes a sort button. */
  sort?: string;
  cell(row: T, context: RowContext<T, D>): ReactNode;
};

/** The edit dialog of a content screen: a row to edit, or null for a new one. */
export type ContentFormProps<T, D = unknown> = {
  show: boolean;
  item: T | null;
  onHide(): void;
  onSaved(created: boolean): void;
  /** The screen's own data (`useData`). */
  data: D;
};

/** Another dialog of the screen (`dialogs`), opened by `context.open(name, row)`. */
export type ContentDialogProps<T, D = unknown> = {
  show: boolean;
  /** The row it was opened for; null when a header button opened it. */
  row: T | null;
  onHide(): void;
  context: RowContext<T, D>;
};

/**
 * A select over the table narrowing the rows, its value kept in the address (`?<param>=<value>`,
 * absent for every row), so a link can open the screen filtered and a reload keeps it.
 */
export type ContentFilter<T, D = unknown> = {
  param: string;
  /** Full keys: the select's label and its first option (every row). */
  label: string;
  all: string;
  /**
   * The other options, in order; undefined while they are not known (read from the server). Once
   * known, a value in the address none of them has (a record deleted since) reads as every row.
   */
  options(context: RowContext<T, D>): readonly { value: string; label: string }[] | undefined;
  /** Whether a row is kept for a value other than every row (""). */
  matches(row: T, value: string, context: RowContext<T, D>): boolean;
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

/**
 * A content screen (positions, certificates, fabrics…): what the shared frame needs to know of its
 * entity. `D` is the screen's own data (`useData`), given to its cells, filters and dialogs.
 */
export type ContentConfig<T extends { id: number }, D = undefined> = {
  contracts: { list: ContentListContract; remove: AnyContract };
  /** The catalogue section of its texts (add, title, empty, failed, saved, confirmDelete, actions.*). */
  section: string;
  /** The frame's texts where they are not the section's defaults (full keys). */
  texts?: Partial<ContentTexts>;
  /** Its kind in the translation workflow (the 'missing language' filter, links to a field); a row's test id is `<entity>-<id>`. */
  entity: TranslatableEntity;
  className: string;
  /**
   * A line above the list and the row count (full keys; `count` has `{{count}}`); without `text`,
   * the count alone, level with the buttons. The filters then stand over the table, once there
   * are rows, instead of beside the add button.
   */
  intro?: { text?: string; count: string };
  /**
   * A tick box before each row and one over them for the rows shown (full keys; `row` has
   * `{{name}}`): what is ticked is `context.selected`, for a header action.
   */
  selection?: { row: string; all: string };
  /** Buttons (or links) before the add button: a download, a button opening one of `dialogs`. */
  headerActions?(context: RowContext<T, D>): ReactNode;
  /** Selects kept in the address, between the search box and the 'missing language' filter. */
  filters?: readonly ContentFilter<T, D>[];
  /** Data the screen reads besides its rows (a hook, called once a render): `context.data`. */
  useData?(): D;
  /** A search box and sortable columns. */
  table?: ContentTableOptions<T>;
  /** The actions column's header shown, not only read out. */
  actionsHeader?: "visible" | "hidden";
  /** The class of the box around a row's buttons (default: d-flex flex-wrap gap-2). */
  actionsClassName?: string;
  /** How the delete confirmation and the buttons' names name the row. */
  name(row: T): string;
  columns: ContentColumn<T, D>[];
  /** Buttons of a row between Edit and Delete (one opening a dialog: `context.open(name, row)`). */
  actions?(row: T, context: RowContext<T, D>): ReactNode;
  Form: ComponentType<ContentFormProps<T, D>>;
  /** The screen's other dialogs by name, opened by `context.open(name, row?)`, one at a time. */
  dialogs?: Readonly<Record<string, ComponentType<ContentDialogProps<T, D>>>>;
};
