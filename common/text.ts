/**
 * The one rule for text, everywhere a text arrives (the public forms, the admin API, the CSV
 * import of fabrics, the content import): no control character (Unicode Cc: the C0 range, DEL and
 * the C1 range, e.g. BEL U+0007, ESC U+001B, NEL U+0085), except tab and line breaks (CR, LF) in
 * a multi-line field. Stored rows from before the rule were cleaned by migration 0015.
 */

/** Control characters, tab and line breaks included: none in a one-line field. */
export const CONTROL = /\p{Cc}/u;
/** Control characters other than tab, CR and LF: none in a multi-line field. */
export const CONTROL_EXCEPT_BREAKS = /(?![\t\n\r])\p{Cc}/u;

export type TextLines = "one" | "multi";

/** True when `value` keeps the rule for a field of that kind. */
export const isCleanText = (value: string, lines: TextLines) =>
  !(lines === "one" ? CONTROL : CONTROL_EXCEPT_BREAKS).test(value);

/** Localized fields that hold paragraphs (textareas); every other localized field is one line. */
const MULTI_LINE_LOCALIZED = ["description", "scope"];

/** Whether a localized field (`name`, `description`…) is one line or several. */
export const localizedLines = (field: string): TextLines =>
  MULTI_LINE_LOCALIZED.includes(field) ? "multi" : "one";
