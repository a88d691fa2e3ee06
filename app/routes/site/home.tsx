import "../../styles/home.css";
import { AboutBlock } from "../../components/site/home/AboutBlock";
import { CertificatesCarousel } from "../../components/site/home/CertificatesCarousel";
import { FabricSlider } from "../../components/site/home/FabricSlider";
import { FairsTeaser } from "../../components/site/home/FairsTeaser";
import { Hero } from "../../components/site/home/Hero";
import { fixedT } from "../../i18n/i18n.server";
import { seoMeta } from "../../lib/seo";
import { pageSeo } from "./loaders.server";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = context.view.lang;
  const t = fixedT(lng);
  const home = await loadHome(context, lng);
  const seo = pageSeo(request, context, {
    title: t("home.meta.title"),
    description: t("home.meta.description"),
    path: "/",
    image: home.heroImages[0]?.src ?? null,
  });
  return { ...home, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData.seo) : []);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="home">
      <Hero images={loaderData.heroImages} />
      <AboutBlock />
      <FabricSlider fabrics={loaderData.fabrics} />
      <CertificatesCarousel />
      <FairsTeaser countries={loaderData.countries} fairs={loaderData.fairs} />
    </div>
  );
}
