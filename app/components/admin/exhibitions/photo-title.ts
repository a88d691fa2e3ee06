import { TEXT_LIMITS } from "../../../../common/constants";

/** Turkish letters written with their closest plain Latin letter (ş -> s), rather than lost. */
const TURKISH: Readonly<Record<string, string>> = {
  ş: "s",
  Ş: "S",
  ğ: "g",
  Ğ: "G",
  ı: "i",
  İ: "I",
  ç: "c",
  Ç: "C",
  ö: "o",
  Ö: "O",
  ü: "u",
  Ü: "U",
};

/**
 * A photo's title made from its file name (SPEC §5): the folder part and the extension are
 * dropped, separators (_ - . and white space) become spaces, Turkish letters are
 * transliterated, anything else that is not a letter, a digit or a space is removed.
 * 'Stand_Görünümü-1.png' -> 'Stand Gorunumu 1'.
 */
export function titleFromFileName(fileName: string): string {
  // Some browsers give "C:\fakepath\name.jpg"; macOS gives decomposed letters (o + ¨).
  const base = fileName.normalize("NFC").split(/[\\/]/).pop() ?? "";
  const withoutExtension = base.replace(/(?<=.)\.[^.\s]*$/u, "");
  return withoutExtension
    .replace(/[şŞğĞıİçÇöÖüÜ]/gu, (letter) => TURKISH[letter] ?? letter)
    .replace(/[_\-.\s]+/gu, " ")
    .replace(/[^\p{L}\p{N} ]+/gu, "")
    .replace(/ {2,}/g, " ")
    .trim()
    .slice(0, TEXT_LIMITS.title)
    .trim();
}
