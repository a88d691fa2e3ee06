import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../common/constants";
import { splitNotice } from "../../app/components/site/forms/FormParts";
import de from "../../common/i18n/locales/de";
import en from "../../common/i18n/locales/en";
import es from "../../common/i18n/locales/es";
import fr from "../../common/i18n/locales/fr";
import tr from "../../common/i18n/locales/tr";

const catalogues = { tr, en, de, es, fr } satisfies Record<Lang, unknown>;

describe("privacy note of the forms", () => {
  it("splits the sentence around its link text", () => {
    expect(splitNotice("Read our <notice>privacy notice</notice> today.")).toEqual([
      "Read our ",
      "privacy notice",
      " today.",
    ]);
    expect(splitNotice("no link here")).toEqual(["no link here", undefined, ""]);
  });

  for (const lng of LANGUAGES) {
    for (const form of ["contact", "careers"] as const) {
      it(`${lng}: ${form}.privacy has a link text and no tag left over`, () => {
        const text = catalogues[lng][form].privacy;
        const [before, link, after] = splitNotice(text);
        expect(link?.trim()).toBeTruthy();
        expect(`${before}${link}${after}`).not.toMatch(/[<>]/);
        expect(`${before}${link}${after}`.length).toBe(text.length - "<notice></notice>".length);
      });
    }
  }
});
