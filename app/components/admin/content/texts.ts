import type { ContentConfig, ContentTexts } from "./types";

/** The frame's texts a section has unless its config names others: keys under the section. */
const DEFAULT_TEXTS = {
  add: "add",
  title: "title",
  empty: "empty",
  loadFailed: "failed",
  failed: "failed",
  saved: "saved",
  edit: "actions.edit",
  delete: "actions.delete",
  actions: "actions.edit",
  confirmTitle: "actions.delete",
  confirmText: "confirmDelete",
  confirm: "actions.delete",
  cancel: "actions.cancel",
  deleteFailed: "failed",
} as const;

/** The full keys of a screen's texts: its config's, else the section's defaults. */
export function contentTexts(config: Pick<ContentConfig<{ id: number }>, "section" | "texts">): ContentTexts {
  const keys = Object.fromEntries(
    Object.entries(DEFAULT_TEXTS).map(([role, key]) => [role, `${config.section}.${key}`]),
  ) as Record<keyof typeof DEFAULT_TEXTS, string>;
  const own = config.texts ?? {};
  const merged = { ...keys, ...own };
  return {
    ...merged,
    loading: own.loading ?? merged.title,
    created: own.created ?? merged.saved,
    updated: own.updated ?? merged.saved,
  };
}
