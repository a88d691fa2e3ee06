import "../../styles/home.css";
import { AboutBlock } from "../../components/site/home/AboutBlock";
import { CertificatesCarousel } from "../../components/site/home/CertificatesCarousel";
import { CollectionsRow } from "../../components/site/home/CollectionsRow";
import { FabricSlider } from "../../components/site/home/FabricSlider";
import { FairsTeaser } from "../../components/site/home/FairsTeaser";
import { Hero } from "../../components/site/home/Hero";
import { loaderSeoMeta } from "../../lib/seo";
import { fixedPageSeo } from "./loaders.server";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await loadHome(context, context.view.lang);
  return { ...home, seo: fixedPageSeo(request, context, "/", home.heroImages[0]?.src ?? null) };
}

export const meta: Route.MetaFunction = loaderSeoMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="home">
      <Hero images={loaderData.heroImages} />
      <AboutBlock />
      <CollectionsRow collections={loaderData.collections} />
      <FabricSlider fabrics={loaderData.fabrics} />
      <CertificatesCarousel certificates={loaderData.certificates} />
      <FairsTeaser countries={loaderData.countries} fairs={loaderData.fairs} />
    </div>
  );
}
