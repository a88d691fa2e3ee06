// The CSV reader of the fabric import (server/http/csv-parse.ts, also the stock import's): RFC 4180 as
// spreadsheets write it, and exactly what the export's csvCell writes, read back.
import { describe, expect, it } from "vitest";
import { csvCell } from "../../server/http/csv";
import {
  CsvSyntaxError,
  CsvTooLong,
  detectDelimiter,
  parseCsv,
  unprotectCell,
} from "../../server/http/csv-parse";

/** The error parseCsv throws for a text, or undefined when it reads it. */
function syntaxErrorOf(text: string): unknown {
  try {
    parseCsv(text);
  } catch (caught) {
    return caught;
  }
  return undefined;
}

describe("parseCsv", () => {
  it("reads records and cells, whatever the line ends", () => {
    expect(parseCsv("a,b\r\nc,d\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("a,b\nc,d")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("a,b\rc,d\r")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("keeps empty cells, a trailing delimiter's empty cell and blank lines", () => {
    expect(parseCsv(",a,,\r\n")).toEqual([["", "a", "", ""]]);
    expect(parseCsv("a\r\n\r\nb")).toEqual([["a"], [""], ["b"]]);
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\uFEFF")).toEqual([]);
  });

  it("reads quoted cells: delimiters, doubled quotes and line breaks inside", () => {
    const text = '"Leinen, ""gewaschen""","satır 1\r\nsatır 2","a\nb","",x\r\n"son"';
    expect(parseCsv(text)).toEqual([['Leinen, "gewaschen"', "satır 1\r\nsatır 2", "a\nb", "", "x"], ["son"]]);
  });

  it("drops the byte-order mark of the first cell only", () => {
    expect(parseCsv("\uFEFFid,code\r\n1,\uFEFFx")).toEqual([
      ["id", "code"],
      ["1", "\uFEFFx"],
    ]);
    expect(parseCsv('\uFEFF"id",code')).toEqual([["id", "code"]]);
  });

  it("keeps a quote inside an unquoted cell as text", () => {
    expect(parseCsv('5" wide,x')).toEqual([['5" wide', "x"]]);
  });

  it("refuses a quoted cell that is never closed, naming its record and cell", () => {
    const error = syntaxErrorOf('id,name\r\n1,"open\r\n2,x\r\n');
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error).toMatchObject({ record: 2, cell: 1 });
  });

  it("refuses text after a closing quote", () => {
    expect(syntaxErrorOf('a,"b"c,d')).toMatchObject({ record: 1, cell: 1 });
    expect(syntaxErrorOf('h\r\n"x" y')).toMatchObject({ record: 2, cell: 0 });
  });

  it("stops after the records it was asked for, blank ones included", () => {
    expect(parseCsv("h\r\n1\r\n2", ",", 3)).toHaveLength(3);
    expect(() => parseCsv("h\r\n1\r\n2", ",", 2)).toThrow(CsvTooLong);
    expect(() => parseCsv("h\r\n1\r\n\r\n", ",", 2)).toThrow(CsvTooLong);
    expect(() => parseCsv("\n".repeat(2_000_000), ",", 5001)).toThrow(CsvTooLong);
  });

  it("reads semicolon-separated files when asked", () => {
    expect(parseCsv('a;"b;c";"linen:55;cotton:45"\r\n', ";")).toEqual([["a", "b;c", "linen:55;cotton:45"]]);
    // A comma is then text.
    expect(parseCsv("1,5;x", ";")).toEqual([["1,5", "x"]]);
  });

  it("reads back every cell the export writes", () => {
    const values = [
      "plain",
      "Çözgü, atkı",
      'He said "hi"',
      "two\r\nlines",
      "lf\nonly",
      "cr\ronly",
      '=HYPERLINK("http://evil.example","x")',
      "+90 212",
      "-5",
      "@SUM(A1)",
      "\tTab",
      "\rCR",
      // Full-width and small forms, which spreadsheets in East Asian locales read as = + - @.
      "＝cmd|' /C calc'!A0",
      "＋1",
      "－1",
      "＠SUM(A1)",
      "﹦1",
      "﹢1",
      "﹣1",
      "﹫x",
      "",
      "  spaces  ",
      "emoji 🧵 ğüşıöç ĞÜŞİÖÇ",
      "'quoted already",
      '"',
      ",",
    ];
    const line = values.map(csvCell).join(",");
    const [cells] = parseCsv(`${line}\r\n`);
    expect(cells!.map(unprotectCell)).toEqual(values);
    for (const text of ["＝1", "＋1", "－1", "＠x", "﹦1", "﹢1", "﹣1", "﹫x"]) expect(csvCell(text)).toBe(`'${text}`);
    // Numbers are never protected: a negative number reads back as it is.
    expect(parseCsv([130, -5, null].map(csvCell).join(","))).toEqual([["130", "-5", ""]]);
  });
});

describe("detectDelimiter", () => {
  it("takes the semicolon when the first line has more of them than commas", () => {
    expect(detectDelimiter("id,code,name_tr\r\n1;2;3")).toBe(",");
    expect(detectDelimiter("id;code;name_tr\r\n1,2,3")).toBe(";");
    expect(detectDelimiter('"a,b,c";d;e\r\n')).toBe(";");
    expect(detectDelimiter("id\r\n")).toBe(",");
    expect(detectDelimiter("")).toBe(",");
  });
});

describe("unprotectCell", () => {
  it("removes the apostrophe the export put before a formula, and only that one", () => {
    expect(unprotectCell("'=1+1")).toBe("=1+1");
    expect(unprotectCell("'+90")).toBe("+90");
    expect(unprotectCell("'-x")).toBe("-x");
    expect(unprotectCell("'@a")).toBe("@a");
    expect(unprotectCell("'\tx")).toBe("\tx");
    expect(unprotectCell("'\rx")).toBe("\rx");
    expect(unprotectCell("'abc")).toBe("'abc");
    expect(unprotectCell("'")).toBe("'");
    expect(unprotectCell("''=x")).toBe("''=x");
    expect(unprotectCell("=x")).toBe("=x");
    expect(unprotectCell("'＝x")).toBe("＝x");
    expect(unprotectCell("'﹫x")).toBe("﹫x");
    expect(unprotectCell("＝x")).toBe("＝x");
  });
});
