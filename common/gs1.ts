/**
 * GS1 identification numbers (GLN, GTIN-8/12/13/14, SSCC): digits whose last one is a check digit
 * computed by the GS1 mod-10 rule. One function for all of them.
 */

/**
 * The check digit of a GS1 number's other digits (`digits` without its last one): from the
 * right, weights 3, 1, 3, 1…; the digit that brings the sum to a multiple of ten.
 */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a GS1 number of exactly `length` digits whose last digit is its check digit. */
export function isGs1Number(code: string, length: number): boolean {
  if (code.length !== length || !/^[0-9]+$/.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === code.charCodeAt(length - 1) - 48;
}

/** A Global Location Number: 13 digits, the last its check digit. */
export const isGln = (code: string) => isGs1Number(code, 13);

/**
 * A GTIN as 14 digits: a GTIN-8, -12 or -13 padded with zeros on the left (GS1's rule, the check
 * digit stays the same), or null when it is no GTIN (not 8, 12, 13 or 14 digits).
 */
export function gtin14(code: string): string | null {
  if (!/^[0-9]+$/.test(code) || ![8, 12, 13, 14].includes(code.length)) return null;
  return code.padStart(14, "0");
}

/** A GTIN-14 (padded or as given) whose last digit is its check digit. */
export const isGtin = (code: string) => {
  const padded = gtin14(code);
  return padded !== null && isGs1Number(padded, 14);
};

/** Why a value given as a GTIN is none: not 8, 12, 13 or 14 digits, or a wrong check digit. */
export type GtinProblem = "invalid" | "check_digit";

/** A GTIN as 14 digits, or why it is none: the path segment of a GS1 Digital Link. */
export function readGtin(value: string): { gtin: string } | { problem: GtinProblem } {
  const padded = gtin14(value);
  if (padded === null) return { problem: "invalid" };
  return isGs1Number(padded, 14) ? { gtin: padded } : { problem: "check_digit" };
}

/**
 * A GTIN's GS1 Digital Link on the site (`<origin>/01/<14 digits>`), what a QR code on a label
 * carries: the site resolves it to the colourway's page, or its passport for a machine
 * (server/modules/fabrics/digital-link.ts). Throws on a value that is no valid GTIN.
 */
export function digitalLinkUrl(origin: string, gtin: string): string {
  const read = readGtin(gtin);
  if (!("gtin" in read)) throw new Error(`Not a GTIN: ${gtin}`);
  return `${origin.replace(/\/+$/, "")}/01/${read.gtin}`;
}
