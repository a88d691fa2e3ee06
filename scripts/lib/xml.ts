// A small XML 1.0 reader and the escapes its writer needs, for the XLIFF files of the catalogue
// (scripts/lib/xliff.ts). It reads elements, attributes, text, CDATA, comments and processing
// instructions, and refuses anything malformed: an unclosed or mismatched tag, a bad attribute, an
// unknown entity, a DOCTYPE (nothing here needs one), text outside the root. Namespaces are not
// resolved: a prefixed name (`xml:space`) is kept as written.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** The line of its start tag, for messages. */
  line: number;
}
export type XmlNode = XmlElement | string;

export class XmlError extends Error {}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const NAME = /[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/y;
const SPACE = /[ \t\n]*/y;
// Characters XML 1.0 allows (after line ends are read as \n).
const NOT_XML_CHAR = /[^\t\n\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const isXmlCodePoint = (c: number) =>
  c === 0x9 ||
  c === 0xa ||
  c === 0xd ||
  (c >= 0x20 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);

/** Text with its entity and character references replaced; throws on an unknown or bad one. */
function decodeReferences(raw: string, fail: (message: string) => never): string {
  let out = "";
  let at = 0;
  for (;;) {
    const amp = raw.indexOf("&", at);
    if (amp < 0) return out + raw.slice(at);
    out += raw.slice(at, amp);
    const semi = raw.indexOf(";", amp);
    const ref = semi < 0 ? raw.slice(amp + 1, amp + 12) : raw.slice(amp + 1, semi);
    const numeric = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(ref);
    const code = numeric ? Number.parseInt(numeric[1] ?? numeric[2] ?? "", numeric[1] ? 16 : 10) : -1;
    const char =
      semi < 0
        ? undefined
        : numeric
          ? isXmlCodePoint(code)
            ? String.fromCodePoint(code)
            : undefined
          : ENTITIES[ref];
    if (char === undefined) fail(`bad entity or character reference "&${ref}${semi < 0 ? "" : ";"}"`);
    out += char;
    at = semi + 1;
  }
}

/** Reads one XML document; its root element. */
export function parseXml(input: string): XmlElement {
  const text = input.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  let pos = 0;
  const lineEnds = [...text.matchAll(/\n/g)].map((m) => m.index);
  const lineAt = (at: number) => {
    let [low, high] = [0, lineEnds.length];
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((lineEnds[mid] as number) < at) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  };
  const fail = (message: string, at = pos): never => {
    throw new XmlError(`line ${lineAt(at)}: ${message}`);
  };
  const bad = NOT_XML_CHAR.exec(text);
  if (bad)
    fail(
      `character U+${(bad[0].codePointAt(0) ?? 0).toString(16).toUpperCase()} is not allowed in XML`,
      bad.index,
    );

  const skipSpace = () => {
    SPACE.lastIndex = pos;
    SPACE.exec(text);
    pos = SPACE.lastIndex;
  };
  const readName = (what: string): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(text);
    if (!m) return fail(`${what} expected`);
    pos = NAME.lastIndex;
    return m[0];
  };
  const skipUntil = (end: string, what: string) => {
    const at = text.indexOf(end, pos);
    if (at < 0) fail(`${what} not closed`);
    const body = text.slice(pos, at);
    pos = at + end.length;
    return body;
  };
  /** Comments, processing instructions and white space (the XML declaration only at the start). */
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (text.startsWith("<!--", pos)) {
        pos += 4;
        if (skipUntil("-->", "comment").includes("--")) fail('"--" inside a comment');
      } else if (text.startsWith("<?", pos)) {
        const start = pos;
        pos += 2;
        const target = readName("processing instruction name");
        if (target.toLowerCase() === "xml" && start !== 0) fail("XML declaration not at the start", start);
        skipUntil("?>", "processing instruction");
      } else if (text.startsWith("<!", pos)) {
        fail("DOCTYPE and other declarations are not accepted");
      } else return;
    }
  };

  const readAttributes = (element: XmlElement) => {
    for (;;) {
      const before = pos;
      skipSpace();
      if (text.startsWith("/>", pos) || text.startsWith(">", pos)) return;
      if (pos === before) fail(`space expected between attributes of <${element.name}>`);
      const name = readName(`attribute name in <${element.name}>`);
      skipSpace();
      if (text[pos] !== "=") fail(`"=" expected after attribute ${name}`);
      pos++;
      skipSpace();
      const quote = text[pos];
      if (quote !== '"' && quote !== "'") fail(`quoted value expected for attribute ${name}`);
      pos++;
      const end = text.indexOf(quote as string, pos);
      if (end < 0) fail(`value of attribute ${name} not closed`);
      const raw = text.slice(pos, end);
      if (raw.includes("<")) fail(`"<" in the value of attribute ${name}`);
      if (name in element.attrs) fail(`attribute ${name} given twice in <${element.name}>`);
      element.attrs[name] = decodeReferences(raw.replace(/[\t\n]/g, " "), (m) => fail(m));
      pos = end + 1;
    }
  };

  const readText = (until: number): string => {
    const raw = text.slice(pos, until);
    if (raw.includes("]]>")) fail('"]]>" in text');
    const at = pos;
    pos = until;
    return decodeReferences(raw, (m) => fail(m, at));
  };

  const readElement = (): XmlElement => {
    const start = pos;
    pos++; // "<"
    const element: XmlElement = {
      name: readName("element name"),
      attrs: {},
      children: [],
      line: lineAt(start),
    };
    readAttributes(element);
    if (text.startsWith("/>", pos)) {
      pos += 2;
      return element;
    }
    pos++; // ">"
    for (;;) {
      const lt = text.indexOf("<", pos);
      if (lt < 0) fail(`<${element.name}> (line ${element.line}) not closed`);
      if (lt > pos) element.children.push(readText(lt));
      if (text.startsWith("</", pos)) {
        pos += 2;
        const name = readName("element name");
        if (name !== element.name) fail(`</${name}> closes <${element.name}> of line ${element.line}`);
        skipSpace();
        if (text[pos] !== ">") fail(`">" expected after </${name}`);
        pos++;
        return element;
      }
      if (text.startsWith("<!--", pos)) {
        pos += 4;
        if (skipUntil("-->", "comment").includes("--")) fail('"--" inside a comment');
      } else if (text.startsWith("<![CDATA[", pos)) {
        pos += 9;
        element.children.push(skipUntil("]]>", "CDATA section"));
      } else if (text.startsWith("<?", pos)) {
        pos += 2;
        readName("processing instruction name");
        skipUntil("?>", "processing instruction");
      } else if (text.startsWith("<!", pos)) {
        fail("declaration inside an element");
      } else element.children.push(readElement());
    }
  };

  skipMisc();
  if (text[pos] !== "<") fail("the document has no root element");
  const root = readElement();
  skipMisc();
  if (pos < text.length) fail("content after the root element");
  return root;
}

/** Text content escaped: & < > (and a carriage return, which a reader would turn into \n). */
export const escapeText = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");

/** An attribute value escaped for double quotes, its white space kept. */
export const escapeAttribute = (s: string) =>
  escapeText(s)
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;");

/** The child elements of an element (text and the rest skipped), optionally of one name. */
export const childElements = (element: XmlElement, name?: string): XmlElement[] =>
  element.children.filter(
    (c): c is XmlElement => typeof c !== "string" && (name === undefined || c.name === name),
  );
