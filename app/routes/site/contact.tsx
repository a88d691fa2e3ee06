import { ContactDetails } from "../../components/site/forms/ContactDetails";
import { ContactForm } from "../../components/site/forms/ContactForm";
import { FormColumn, FormPage } from "../../components/site/forms/FormParts";
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
  return (
    <FormPage section="contact">
      <FormColumn>
        <ContactForm />
      </FormColumn>
      <div className="col-lg-5">
        <ContactDetails info={loaderData.info} />
      </div>
    </FormPage>
  );
}
