import type { TFunction } from "i18next";
import type { ComponentType, ReactNode } from "react";
import type { Lang } from "../../../../common/constants";
import type { Catalogue } from "../../../../common/i18n/locales/tr";
import type { z } from "zod";
import type { AnyContract } from "../../../../common/api/contract";
import type { idParams } from "../../../../common/api/params";
import type { PageMeta } from "../../../../common/api/shared";
import type { AdminApi } from "../../../lib/admin/api";

/** The texts every inbox has in the catalogue, under adminInbox.<namespace>. */
type InboxTexts = {
  title: string;
  total_one: string;
  total_other: string;
  searchPlaceholder: string;
  loading: string;
  empty: string;
  noMatch: string;
  columns: Record<string, string>;
  status: Record<string, string>;
  dialog: { title: string; delete: string };
  confirmDelete: { title: string; text: string; confirm: string };
  deleted: string;
  errors: { load: string; status: string; conflict: string; gone: string; delete: string };
};

/** A section of adminInbox with the texts an inbox needs (adminInbox.messages, .applications…). */
export type InboxNamespace = {
  [K in keyof Catalogue["adminInbox"]]: Catalogue["adminInbox"][K] extends InboxTexts ? K : never;
}[keyof Catalogue["adminInbox"]];

/** A row of an inbox list route: what the generic parts read. */
export type InboxItem<S extends string> = { id: number; full_name: string; status: S };

/** A catalogue text of the inbox's namespace ("errors.load" -> adminInbox.<ns>.errors.load). */
export type InboxText = (key: string, options?: Record<string, unknown>) => string;

export type InboxColumn<T> = {
  /** Its header is columns.<id> of the namespace. */
  id: string;
  /** The API's sort field, when the column sorts. */
  sort?: string;
  /** Classes of the header (and of the cells, unless cellClassName is given). */
  className?: string;
  cellClassName?: string;
  /** The cell; `text` reads the inbox's namespace. */
  cell(item: T, context: { lng: Lang; badge: ReactNode; text: InboxText }): ReactNode;
};

/** A change of one item (`PUT …/:id/<action>`) answering the item. */
export type InboxItemChange<T> = AnyContract & {
  params: typeof idParams;
  body: z.core.$ZodType;
  responses: { 200: z.ZodType<{ data: T }> };
};

/** The routes an inbox calls, as common/api/contracts/inboxes.ts writes them. */
export type InboxContracts<T> = {
  list: AnyContract & { responses: { 200: z.ZodType<{ data: T[]; meta: PageMeta }> } };
  status: InboxItemChange<T>;
  notes?: InboxItemChange<T>;
  remove: AnyContract & { params: typeof idParams; responses: { 204: null } };
  /** The list as CSV, filtered as the screen shows it (the `export` link). */
  export?: AnyContract;
};

/** An item's change the detail dialog saves: its status, or the staff's notes. */
export type InboxAction = "status" | "notes";

/** What the inbox gives the detail dialog's body. */
export type InboxDetailProps<T> = {
  item: T;
  /** The status badge of the item. */
  badge: ReactNode;
  /** The action being saved (an action name or a status), or null. */
  busy: string | null;
  /** Saves the item's status or notes (PUT …/<id>/<action>); resolves true when it worked. */
  onSave(action: InboxAction, body: object): Promise<boolean>;
  /** Puts an item the details changed by a call of their own (a line's progress) into the list and the dialog. */
  onReplace(item: T): void;
};

/** One choice of a filter: the query value and what the select shows. */
export type InboxFilterOption = { value: string; label: string };

/**
 * A filter of the list beside the status (a select), kept in the address as ?<param>=<value>
 * and sent to the list route and the CSV export under the same name.
 */
export type InboxFilter<F> = {
  /** The query parameter: country, fabric, exhibition… */
  param: string;
  /** Catalogue keys (under the namespace) of its label and of its 'every …' choice. */
  label: string;
  all: string;
  /** Its choices, from the facets, labelled in the admin's language. */
  options(facets: F, lng: Lang): InboxFilterOption[];
};

/**
 * The values the items hold (a list route's /facets, loaded once when the inbox opens) and the
 * filters they offer. An inbox types its own (InboxFacets<SampleFacetsDto>), which fits here.
 */
export type InboxFacets<F> = {
  load(api: AdminApi, signal: AbortSignal): Promise<F>;
  filters: InboxFilter<F>[];
};

export type InboxConfig<T extends InboxItem<S>, S extends string> = {
  /** Its routes: the list, the status change, the notes, the deletion, the export. */
  contracts: InboxContracts<T>;
  namespace: InboxNamespace;
  /** Names the row test ids, the filter and the dialog title: <idPrefix>-<id>, … */
  idPrefix: string;
  statuses: readonly S[];
  badges: Record<S, { bg: string; text?: "dark" | "light" }>;
  /** The statuses the dialog offers from each status, in button order. */
  transitions: Record<S, readonly S[]>;
  /** Each offered status's button: its variant and its catalogue key (under the namespace). */
  statusButtons: Partial<Record<S, { variant: string; label: string }>>;
  /** A legend key: the status buttons form a labelled group. */
  statusLegend?: string;
  /** A status set by itself when an item in the first status is opened (new -> read). */
  markOnOpen?: { from: S; to: S };
  /**
   * After a status change from the dialog: "close" closes it and reloads the list, "stay"
   * keeps it open on the updated item. The notice says what happened.
   */
  afterStatus: "close" | "stay";
  statusNotice(text: InboxText, updated: T, statusLabel: string): string;
  columns: InboxColumn<T>[];
  /** The default order (the API's sort parameter when no column is chosen). */
  defaultSort: { key: string; direction: "asc" | "desc" };
  rowClassName?(item: T): string | undefined;
  /** The row's open button: catalogue keys of its text and its label (with {{name}}). */
  view: { label: string; aria: string; className?: string };
  /** The detail dialog's body. */
  Details: ComponentType<InboxDetailProps<T>>;
  /** More filters than the status (country, fabric, fair…), offered from the list's facets. */
  facets?: InboxFacets<unknown>;
  /** More footer actions of the dialog (before the status buttons). */
  footerActions?(item: T, t: TFunction): ReactNode;
};
