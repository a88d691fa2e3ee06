import { parse } from "cookie";
import { describe, expect, it } from "vitest";
import { readCookie } from "../../common/cookies";

/** Headers a browser, a script or an attacker may send. */
const HEADERS = [
  "sid=abc",
  "sid=abc; sid=evil",
  " sid = abc ; i18next=fr",
  "\tsid\t=\tabc\t",
  "sid",
  "sid; sid=late",
  "a=1;sid=x;b=2",
  "sid=; i18next=de",
  "sid=%61bc",
  "sid=%E0%A4%A",
  'sid="quoted"',
  "x=a=b; sid=c=d",
  "SID=upper; sid=lower",
  ";;; sid=after-empties",
  "seen",
  "seen=1",
  "i18next=es; seen",
  "__Host-sid=secure; sid=plain",
  "=novalue; sid=y",
  "sid=a\u00a0b",
  "",
];

describe("the cookie parser", () => {
  it("reads every header as the cookie package (@fastify/cookie) does", () => {
    for (const header of HEADERS) {
      const theirs = parse(header);
      for (const name of ["sid", "__Host-sid", "i18next", "seen", "SID", "x", "a", "b"]) {
        expect([header, name, readCookie(header, name)]).toEqual([header, name, theirs[name]]);
      }
    }
  });

  it("ignores a pair without = and takes the first of a repeated name", () => {
    expect(readCookie("seen", "seen")).toBeUndefined();
    expect(readCookie("sid=first; sid=second", "sid")).toBe("first");
  });
});
