/** A sample request's mail texts in one language, for what the server writes outside React. */
import type { Lang } from "../../../common/constants";
import { serverTexts } from "../../http/texts";

export const sampleTexts = (lng: Lang) => {
  const sampleMail = serverTexts(lng, "sampleMail", "sampleMail");
  return { sampleMail, company: sampleMail.company };
};
