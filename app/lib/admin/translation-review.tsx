/**
 * The marks of localized fields filled by "copy from Turkish / English": to review until someone
 * saves them by hand. A form keeps them while it is open (useReviewMarks), its LocalizedFields
 * read and change them through ReviewScope, and the form stores them after its own save
 * (PUT /api/translations/reviews/:entity/:id). The server keeps a mark only while the field still
 * holds the copied text.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { TranslatableEntity } from "../../../common/translations";
import { isAbort, useAdminApi } from "./api";
import { contracts } from "../../../common/api/contracts";

export type ReviewMarks = {
  /** Field keys (`name_en`, …) holding a copy to review. */
  fields: ReadonlySet<string>;
  mark(key: string): void;
  unmark(key: string): void;
  /** Stores the marks of the record just saved (its id when it was just created); resolves false on failure. */
  save(id: number): Promise<boolean>;
};

/** The marks of one record (none for a record being added). */
export function useReviewMarks(entity: TranslatableEntity, id: number | null | undefined): ReviewMarks {
  const api = useAdminApi();
  const [fields, setFields] = useState<ReadonlySet<string>>(() => new Set());
  const loaded = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    // Another record (or a new one): none of the previous record's marks.
    loaded.current = new Set();
    setFields(new Set());
    if (!id) return;
    const controller = new AbortController();
    api
      .call(contracts.translations.reviews, { params: { entity, id } }, { signal: controller.signal })
      .then((marks) => {
        loaded.current = new Set(marks.fields);
        setFields(new Set(marks.fields));
      })
      .catch((error: unknown) => {
        // Without the marks the form still edits the texts; a copy just shows no "to review".
        if (!isAbort(error)) console.warn("translation marks not loaded", error);
      });
    return () => controller.abort();
  }, [api, entity, id]);
  return useMemo(
    () => ({
      fields,
      mark: (key) => setFields((current) => new Set(current).add(key)),
      unmark: (key) =>
        setFields((current) => {
          if (!current.has(key)) return current;
          const next = new Set(current);
          next.delete(key);
          return next;
        }),
      async save(savedId) {
        if (fields.size === 0 && loaded.current.size === 0) return true;
        try {
          await api.call(contracts.translations.setReviews, {
            params: { entity, id: savedId },
            body: { fields: [...fields] },
          });
          loaded.current = new Set(fields);
          return true;
        } catch {
          return false;
        }
      },
    }),
    [api, entity, fields],
  );
}

const ReviewContext = createContext<ReviewMarks | null>(null);

/** Gives the LocalizedFields inside a form the record's marks (and so the copy buttons). */
export function ReviewScope({ marks, children }: { marks: ReviewMarks; children: ReactNode }) {
  return <ReviewContext.Provider value={marks}>{children}</ReviewContext.Provider>;
}

export const useReviewScope = () => useContext(ReviewContext);

/**
 * The field a link of the translations screen asked for (`?edit=12&field=name_de`): the screen
 * that opens the record's form sets it, the field's input takes the focus once and clears it.
 */
let pendingField: string | null = null;
export const requestFieldFocus = (key: string | null) => {
  pendingField = key;
};
export function takeFieldFocus(key: string): boolean {
  if (pendingField !== key) return false;
  pendingField = null;
  return true;
}
