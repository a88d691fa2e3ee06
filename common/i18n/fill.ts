/**
 * `{{name}}` replaced by its value, as i18next interpolates, for the texts the server writes
 * outside React (spec sheets, calendar files): the catalogue's texts are plain, not HTML.
 * A name without a value stays as it is, as i18next leaves it.
 */
export const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
