import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { failureReason } from "../../app/components/admin/exhibitions/notices";
import { AdminApiError } from "../../app/lib/admin/api-error";
import en from "../../common/i18n/locales/en";

const i18n = i18next.createInstance();
await i18n.init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

/** A 400 naming a fair's field, as the admin reads it under the form. */
const refused = (field: string, code: string) =>
  failureReason(
    i18n.t,
    new AdminApiError({ status: 400, code: "validation", message: "invalid", fields: { [field]: code } }),
  );

describe("a fair refused by the API names the field as the form does", () => {
  it("names the hall and the stand, not their API names", () => {
    expect(refused("hall", "too_long")).toContain(en.adminExhibitions.errors.fields.hall);
    expect(refused("stand", "too_long")).toContain(en.adminExhibitions.errors.fields.stand);
    expect(refused("stand", "too_long")).not.toMatch(/^stand\b/);
  });
});
