import type { ComponentType, ReactNode } from "react";
import type { AnyContract } from "../../../../common/api/contract";
import type { Lang } from "../../../../common/constants";
import type { TranslatableEntity } from "../../../../common/translations";
import type { AdminApi, AllLanguagesOf, CallInput, RowOf } from "../../../lib/admin/api";

/** A list route answering every language with ?lng=all. */
export type ContentListContract = AnyContract & { lng: true };

/** A row of the screen: the list's row with its texts in every language. */
export type ContentRow<L extends ContentListContract> = AllLanguagesOf<RowOf<L>>;

/** What a create or update call takes as its body (the form's draft becomes this). */
export type BodyOf<C extends AnyContract> = CallInput<C> extends { body: infer B } ? B : never;

/** A text of the screen's catalogue section: `text("add")` is `t("<section>.add")`. */
export type SectionText = (key: string, options?: Record<string, unknown>) => string;

export type RowContext = {
  text: SectionText;
  lng: Lang;
  /** Runs a change of the row (a status), then shows `saved` and reloads; a failure goes in the banner. */
  change(action: (api: AdminApi) => Promise<unknown>): void;
};

export type ContentColumn<T> = {
  id: string;
  header(text: SectionText): ReactNode;
  className?: string;
  cellClassName?: string;
  cell(row: T, context: RowContext): ReactNode;
};

/** The edit dialog of a content screen: a row to edit, or null for a new one. */
export type ContentFormProps<T> = {
  show: boolean;
  item: T | null;
  onHide(): void;
  onSaved(created: boolean): void;
};

/** A content screen (positions, certificates…): what the shared frame needs to know of its entity. */
export type ContentConfig<T extends { id: number }> = {
  contracts: { list: ContentListContract; remove: AnyContract };
  /** The catalogue section of its texts (add, title, empty, failed, saved, confirmDelete, actions.*). */
  section: string;
  /** Its kind in the translation workflow (the 'missing language' filter, links to a field). */
  entity: TranslatableEntity;
  className: string;
  /** The test id of a row. */
  rowId(row: T): string;
  /** How the delete confirmation names the row. */
  name(row: T): string;
  columns: ContentColumn<T>[];
  /** Buttons of a row between Edit and Delete. */
  actions?(row: T, context: RowContext): ReactNode;
  Form: ComponentType<ContentFormProps<T>>;
};
