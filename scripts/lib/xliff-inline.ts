// The codes inside a catalogue text — `{{name}}` placeholders, `<notice>…</notice>` or `<1>…</1>`
// markers of React's <Trans>, `$t(key)` nestings — as XLIFF 2.0 inline elements, so a translation
// tool shows them as protected tags: the code itself is kept in the unit's <originalData>, a
// standalone one is `<ph dataRef>`, a well-nested pair is `<pc dataRefStart dataRefEnd>…</pc>`.
// Reading back puts the very same code where the tag is, so a text comes back byte for byte.
import { childElements, escapeAttribute, escapeText, type XmlElement, type XmlNode } from "./xml";

const CODE = /\{\{[^{}]*\}\}|<\/?[A-Za-z0-9_]+\s*\/?>|\$t\([^()]*\)/g;

/** The codes of a text, sorted: a translation must keep exactly those of its source. */
export const codesOf = (text: string): string[] => [...text.matchAll(CODE)].map((m) => m[0]).sort();

/** The codes of one unit (its source and target share them): code → data id. */
export class CodeTable {
  readonly ids = new Map<string, string>();
  id(code: string): string {
    let id = this.ids.get(code);
    if (id === undefined) {
      id = `d${this.ids.size + 1}`;
      this.ids.set(code, id);
    }
    return id;
  }
  /** `<originalData>`, or nothing when the unit has no code. */
  toXml(indent: string): string {
    if (this.ids.size === 0) return "";
    const data = [...this.ids].map(
      ([code, id]) => `${indent}  <data id="${id}">${escapeText(code)}</data>\n`,
    );
    return `${indent}<originalData>\n${data.join("")}${indent}</originalData>\n`;
  }
}

type Piece = { text: string } | { code: string; pair?: number };

/** A text cut into text and codes; an opening tag knows the index of its closing one. */
function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const m of text.matchAll(CODE)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    out.push({ code: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  const open: { name: string; index: number }[] = [];
  out.forEach((piece, index) => {
    const tag = "code" in piece ? /^<(\/?)([A-Za-z0-9_]+)\s*>$/.exec(piece.code) : null;
    if (!tag) return;
    if (!tag[1]) open.push({ name: tag[2] ?? "", index });
    else if (open.at(-1)?.name === tag[2]) {
      const start = open.pop()?.index ?? 0;
      (out[start] as { pair?: number }).pair = index;
    }
  });
  return out;
}

/** A catalogue text as the content of <source> or <target>. */
export function encodeInline(text: string, table: CodeTable): string {
  const list = pieces(text);
  const seen = new Map<string, number>();
  const inlineId = (code: string) => {
    const n = (seen.get(code) ?? 0) + 1;
    seen.set(code, n);
    return `${table.id(code)}-${n}`;
  };
  const emit = (from: number, to: number): string => {
    let out = "";
    for (let i = from; i < to; i++) {
      const piece = list[i] as Piece;
      if ("text" in piece) {
        out += escapeText(piece.text);
      } else if (piece.pair !== undefined) {
        const end = (list[piece.pair] as { code: string }).code;
        out +=
          `<pc id="${inlineId(piece.code)}" dataRefStart="${table.id(piece.code)}" dataRefEnd="${table.id(end)}"` +
          ` dispStart="${escapeAttribute(piece.code)}" dispEnd="${escapeAttribute(end)}">` +
          `${emit(i + 1, piece.pair)}</pc>`;
        i = piece.pair;
      } else {
        out += `<ph id="${inlineId(piece.code)}" dataRef="${table.id(piece.code)}" disp="${escapeAttribute(piece.code)}"/>`;
      }
    }
    return out;
  };
  return emit(0, list.length);
}

/**
 * The text of a <source> or <target>: its text with each inline element replaced by its code from
 * `data` (the unit's <originalData>). `<mrk>` keeps its content, `<sm/>` and `<em/>` (annotation
 * marks a tool may add) are dropped. Throws on an unknown element or a code the unit lacks.
 */
export function decodeInline(nodes: XmlNode[], data: ReadonlyMap<string, string>): string {
  const code = (ref: string | undefined, element: string) => {
    const value = ref === undefined ? undefined : data.get(ref);
    if (value === undefined)
      throw new Error(`<${element}> refers to "${ref ?? ""}", which is not in the unit's <originalData>`);
    return value;
  };
  return nodes
    .map((node) => {
      if (typeof node === "string") return node;
      switch (node.name) {
        case "ph":
        case "sc":
        case "ec":
          return code(node.attrs.dataRef, node.name);
        case "pc":
          return (
            code(node.attrs.dataRefStart, "pc") +
            decodeInline(node.children, data) +
            code(node.attrs.dataRefEnd, "pc")
          );
        case "mrk":
          return decodeInline(node.children, data);
        case "sm":
        case "em":
          return "";
        case "cp": {
          const hex = node.attrs.hex ?? "";
          if (!/^[0-9A-Fa-f]{1,6}$/.test(hex)) throw new Error(`<cp hex="${hex}"> is not a code point`);
          return String.fromCodePoint(Number.parseInt(hex, 16));
        }
        default:
          throw new Error(`<${node.name}> is not an XLIFF 2.0 inline element`);
      }
    })
    .join("");
}

/** A unit's <originalData>: data id → code. */
export function originalData(unit: XmlElement): Map<string, string> {
  const data = new Map<string, string>();
  for (const block of childElements(unit, "originalData"))
    for (const item of childElements(block, "data")) {
      const id = item.attrs.id;
      if (id === undefined) throw new Error("<data> without an id");
      data.set(id, decodeInline(item.children, new Map()));
    }
  return data;
}
