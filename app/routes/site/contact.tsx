import { useTranslation } from "react-i18next";
import { ContactDetails } from "../../components/site/forms/ContactDetails";
import { ContactForm } from "../../components/site/forms/ContactForm";
import { FormPageHeader } from "../../components/site/forms/FormParts";
import { fixedT } from "../../i18n/i18n.server";
import { seoMeta } from "../../lib/seo";
import { pageSeo } from "./loaders.server";
import type { Route } from "./+types/contact";
import { loadContactDetails } from "./contact.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const info = await loadContactDetails(context, lng);
  return {
    info,
    seo: pageSeo(request, context, {
      title: t("contact.meta_title"),
      description: t("contact.meta_description"),
      path: "/contact",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

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
