/** Answers of /api/contact-info. */
import { z } from "zod";
import { AllLanguages } from "./shared";

const contactInfo = <H extends z.ZodType>(hours: H) =>
  z.strictObject({
    address: z.string(),
    addressLink: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    hours: z.strictObject({ weekday: hours, weekend: hours }),
    social: z.strictObject({ facebook: z.string(), instagram: z.string(), linkedin: z.string() }),
  });

/** In one language (tr fallback). */
export const ContactInfoDto = contactInfo(z.string());
/** Every language, for the admin form (`?lng=all`). */
export const ContactInfoAllDto = contactInfo(AllLanguages);

export type ContactInfoDto<H = string> = Omit<z.infer<typeof ContactInfoDto>, "hours"> & {
  hours: { weekday: H; weekend: H };
};
