/**
 * A list in one CSV cell (the passport's columns): items `;`-separated, an item's fields
 * `:`-separated, a `;`, `:` or `\` inside a field written `\;`, `\:`, `\\`. `splitList` reads
 * back what `joinList` wrote; empty fields stay empty strings.
 */

const escapeField = (field: string) => field.replace(/[\\;:]/g, (c) => `\\${c}`);

export function joinList(items: readonly (readonly (string | number | null)[])[]): string {
  return items
    .map((fields) => fields.map((f) => escapeField(f === null ? "" : String(f))).join(":"))
    .join(";");
}

/** The cell's items, each its fields; an empty cell is no item. */
export function splitList(cell: string): string[][] {
  if (cell.trim() === "") return [];
  const items: string[][] = [];
  let fields: string[] = [];
  let field = "";
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i]!;
    if (c === "\\" && i + 1 < cell.length) field += cell[++i];
    else if (c === ":") {
      fields.push(field);
      field = "";
    } else if (c === ";") {
      items.push([...fields, field]);
      fields = [];
      field = "";
    } else field += c;
  }
  items.push([...fields, field]);
  return items;
}
