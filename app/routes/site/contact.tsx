import { useTranslation } from "react-i18next";
import { ContactDetails } from "../../components/site/forms/ContactDetails";
import { ContactForm } from "../../components/site/forms/ContactForm";
import { FormPageHeader } from "../../components/site/forms/FormParts";
import { loaderSeoMeta } from "../../lib/seo";
import { fixedPageSeo } from "./loaders.server";
import type { Route } from "./+types/contact";
import { loadContactDetails } from "./contact.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const info = await loadContactDetails(context, context.view.lang);
  return { info, seo: fixedPageSeo(request, context, "/contact") };
}

export const meta: Route.MetaFunction = loaderSeoMeta;

/** /contact: the contact form beside the company's details (SPEC §2, §4, §5). */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="form-page">
      <FormPageHeader eyebrow={t("contact.eyebrow")} title={t("contact.title")} intro={t("contact.intro")} />
      <div className="container py-5">
        <div className="row g-4 g-xl-5">
          <div className="col-lg-7">
            <div className="form-card">
              <ContactForm />
            </div>
          </div>
          <div className="col-lg-5">
            <ContactDetails info={loaderData.info} />
          </div>
        </div>
      </div>
    </div>
  );
}
