import type { ContentConfig, ContentTexts } from "./types";

type Keys = Record<string, string>;

/** The frame's texts a section has unless its config names others: keys under the section. */
const DEFAULT_TEXTS = {
  add: "add",
  title: "title",
  empty: "empty",
  loadFailed: "failed",
  failed: "failed",
  saved: "saved",
  actions: "actions.edit",
  confirmTitle: "actions.delete",
  confirmText: "confirmDelete",
  confirm: "actions.delete",
  cancel: "actions.cancel",
  deleteFailed: "failed",
} as const;

/** The texts of a catalogue screen (collections, certificates), keys under its section. */
const CATALOGUE_TEXTS = {
  loading: "loading",
  loadFailed: "errors.load",
  failed: "errors.save",
  saved: "updated",
  created: "created",
  updated: "updated",
  deleted: "deleted",
  actions: "columns.actions",
  editAria: "actions.editAria",
  deleteAria: "actions.deleteAria",
  confirmTitle: "confirmDelete.title",
  confirmText: "confirmDelete.text",
  confirm: "confirmDelete.confirm",
  cancel: "confirmDelete.cancel",
  deleteFailed: "errors.delete",
} as const;

const under = <K extends Keys>(section: string, keys: K) =>
  Object.fromEntries(Object.entries(keys).map(([role, key]) => [role, `${section}.${key}`])) as {
    [R in keyof K]: string;
  };

/**
 * A catalogue screen's part of its config (as the fabrics screen looks): the texts under its
 * section as CATALOGUE_TEXTS names them, an intro with the row count (`intro`, `total`), the
 * actions column's header shown and the buttons laid out as the fabrics'.
 */
export function catalogueScreen(section: string) {
  return {
    section,
    texts: under(section, CATALOGUE_TEXTS),
    intro: under(section, { text: "intro", count: "total" }),
    actionsHeader: "visible",
    actionsClassName: "admin-fabric-actions",
  } satisfies Partial<ContentConfig<{ id: number }>>;
}

/** The full keys of a screen's texts: its config's, else the section's defaults. */
export function contentTexts(config: Pick<ContentConfig<{ id: number }>, "section" | "texts">): ContentTexts {
  const own = config.texts ?? {};
  const merged = { ...under(config.section, DEFAULT_TEXTS), ...own };
  return {
    ...merged,
    loading: own.loading ?? merged.title,
    created: own.created ?? merged.saved,
    updated: own.updated ?? merged.saved,
  };
}
