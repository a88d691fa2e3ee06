import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import type { ContactDetailsData } from "../../components/site/forms/ContactDetails";

const EMPTY: ContactDetailsData = { address: "", addressLink: "", phone: "", email: "", hours: { weekday: "", weekend: "" } };

/**
 * The company's details for the contact page, in the page's language, read in-process. A
 * failure is logged and the page shows the form without them (SPEC §8: empty info).
 */
export async function loadContactDetails(context: AppLoadContext, lng: Lang): Promise<ContactDetailsData> {
  try {
    const info = await context.services.getContactInfo(context.ctx, lng);
    return {
      address: info.address,
      addressLink: info.addressLink,
      phone: info.phone,
      email: info.email,
      hours: { weekday: info.hours.weekday, weekend: info.hours.weekend },
    };
  } catch (error) {
    context.log.error({ err: error }, "contact details could not be read");
    return EMPTY;
  }
}
