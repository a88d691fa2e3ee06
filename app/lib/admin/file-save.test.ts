import { describe, expect, it } from "vitest";
import { filenameFromDisposition } from "./file-save";

describe("file name of a Content-Disposition", () => {
  it.each([
    ['attachment; filename="personal-data-2025-03-12.zip"', "personal-data-2025-03-12.zip"],
    ["attachment; filename=report.csv", "report.csv"],
    ["attachment; filename=\"a.pdf\"; filename*=UTF-8''%C3%B6zge%C3%A7mi%C5%9F.pdf", "özgeçmiş.pdf"],
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ["attachment; filename*=UTF-8''%E0%A4%A", null],
    ["attachment", null],
    [null, null],
  ])("%s -> %s", (header, name) => expect(filenameFromDisposition(header)).toBe(name));
});
