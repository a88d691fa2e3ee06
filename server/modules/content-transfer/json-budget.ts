/**
 * What parsing a JSON file of an archive would cost the heap, counted before JSON.parse: a
 * zip of a few kilobytes can hold tens of megabytes of `[{},{},…]`, millions of objects that
 * outgrow the server's 160 MB heap (`npm start`) and end the process. One pass over the bytes
 * counts the values the parser would make (each `[`, `{`, `,` and `:` outside strings opens
 * one); a file over its budget is refused `too_large` without being parsed.
 */
import { CONTENT_IMPORT_LIMITS } from "../../../common/content-transfer";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;

/** The values (and keys) JSON.parse would make of `data`, counted up to `max + 1`. */
export function countJsonValues(data: Uint8Array, max: number): number {
  let count = 1;
  let inString = false;
  for (let i = 0; i < data.length; i++) {
    const c = data[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === COMMA || c === COLON || c === OPEN_ARRAY || c === OPEN_OBJECT) {
      count++;
      if (count > max) return count;
    }
  }
  return count;
}

/**
 * The budget of one import: each JSON file at most CONTENT_IMPORT_LIMITS.jsonValues values (the
 * manifest manifestValues), all of them together totalJsonValues, since the rows of every file
 * are held until they are written.
 */
export class JsonBudget {
  private spent = 0;
  /** Whether `data` fits in a file's budget and in what is left of the import's; spends it if so. */
  take(data: Uint8Array, perFile: number = CONTENT_IMPORT_LIMITS.jsonValues): boolean {
    const left = CONTENT_IMPORT_LIMITS.totalJsonValues - this.spent;
    const values = countJsonValues(data, Math.min(perFile, left));
    if (values > perFile || values > left) return false;
    this.spent += values;
    return true;
  }
}
