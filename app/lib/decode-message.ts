/**
 * Messages are stored exactly as they were sent; some old clients sent them URL-encoded
 * ("Merhaba%2C%20kuma%C5%9Flar%C4%B1n%C4%B1z"). For display, a text that is valid
 * URL-encoding is decoded; anything else is shown as is (DESIGN.md, "How we read SPEC.md").
 *
 * A text counts as URL-encoded when
 *   - it holds at least one %XX escape,
 *   - every character is one a URL may carry unescaped (printable ASCII, no space): a text
 *     with a space, a line break or a letter like "ş" was typed by a person, not encoded,
 *   - and its escapes decode to valid UTF-8.
 * A '+' stands for a space (form encoding) unless the text encodes its spaces as %20, in
 * which case a '+' is a plus sign.
 */
const URL_CHARACTERS = /^[\x21-\x7e]*$/;
const ESCAPE = /%[0-9A-Fa-f]{2}/;

export function decodeMessage(text: string): string {
  if (!ESCAPE.test(text) || !URL_CHARACTERS.test(text)) return text;
  const spaces = text.includes("%20") ? text : text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaces);
  } catch {
    // A lone '%' or an escape that is not UTF-8: not URL-encoding after all.
    return text;
  }
}
