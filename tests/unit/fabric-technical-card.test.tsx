import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../common/constants";
import { EMPTY_CARD, type FabricCardInput } from "../../common/fabric-card";
import { FabricTechnicalCard } from "../../app/components/site/FabricTechnicalCard";
import { FabricCard } from "../../app/components/site/fabrics/FabricCard";
import { technicalData } from "../../app/routes/site/fabric.server";
import { i18nFor } from "../../app/i18n/i18n.server";
import { TranslationProvider } from "../../app/i18n/translation";

// The technical data of a fabric's page and the short line of its card on /fabrics, rendered on
// the server in the page's language: labels, units, numbers and the rows left out.

/** The demo's cotton poplin (server/db/seed/fabric-cards.ts). */
const POPLIN: FabricCardInput = {
  code: "DK-1102",
  composition: [{ fiber: "cotton", percent: 100 }],
  weight_gsm: 115,
  width_cm: 150,
  weave: "poplin",
  pattern: "solid",
  yarn_count: "Ne 80/2 × Ne 40/1",
  ends_per_cm: 54,
  picks_per_cm: 30,
  finishes: ["mercerised", "easy_care"],
  end_use: ["men", "women", "children"],
  stock_service: "in_stock",
  min_order_m: 12000,
  lead_time_weeks: 1,
  colourways: [],
};

function render(lng: Lang, node: React.ReactNode) {
  return renderToString(
    <TranslationProvider i18n={i18nFor(lng)}>
      <MemoryRouter initialEntries={[`/?lng=${lng}`]}>{node}</MemoryRouter>
    </TranslationProvider>,
  );
}

/** The list's rows as [label, value], as a reader sees them. */
function rows(html: string): [string, string][] {
  return [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [m[1]!, m[2]!]);
}

describe("FabricTechnicalCard", () => {
  it("lists every known value in Spanish, metric first with the imperial value beside it", () => {
    const html = render("es", <FabricTechnicalCard card={technicalData(POPLIN)} />);
    expect(html).toContain(">Ficha técnica</h2>");
    expect(rows(html)).toEqual([
      ["Referencia", "DK-1102"],
      ["Composición", "100 % Algodón"],
      ["Gramaje", "115 g/m² (3,4 oz/yd²)"],
      ["Ancho útil", "150 cm (59 pulg.)"],
      ["Ligamento", "Popelín (tafetán)"],
      ["Dibujo", "Liso"],
      ["Título del hilo", "Ne 80/2 × Ne 40/1"],
      ["Densidad", "54 hilos × 30 pasadas / cm"],
      ["Acabados", "Mercerizado, Fácil planchado"],
      ["Uso", "Caballero, Señora, Infantil"],
      ["Disponibilidad", "En stock"],
      ["Pedido mínimo", "12.000 m"],
      ["Plazo de entrega", "1 semana"],
    ]);
  });

  it("writes a blend and the numbers as German does, and leaves out what is not known", () => {
    const card: FabricCardInput = {
      ...EMPTY_CARD,
      composition: [
        { fiber: "cotton", percent: 55 },
        { fiber: "linen", percent: 45 },
      ],
      weight_gsm: 115,
      width_cm: 150,
      // One thread count alone: the density row names both, so it is left out.
      ends_per_cm: 54,
      lead_time_weeks: 3,
    };
    const html = render("de", <FabricTechnicalCard card={technicalData(card)} />);
    expect(html).toContain(">Technische Daten</h2>");
    expect(rows(html)).toEqual([
      ["Zusammensetzung", "55 % Baumwolle, 45 % Leinen"],
      ["Gewicht", "115 g/m² (3,4 oz/yd²)"],
      ["Nutzbare Breite", "150 cm (59 Zoll)"],
      ["Lieferzeit", "3 Wochen"],
    ]);
  });

  it("renders nothing when no value is known", () => {
    expect(render("es", <FabricTechnicalCard card={technicalData(EMPTY_CARD)} />)).toBe("");
  });

  it("keeps the decimal point in English", () => {
    expect(render("en", <FabricTechnicalCard card={technicalData(POPLIN)} />)).toContain(
      "115 g/m² (3.4 oz/yd²)",
    );
  });
});

describe("FabricCard", () => {
  const fabric = { id: 7, name: "Popelín de algodón", description: "Ligero.", image: null };

  it("shows code · composition · weight under the name", () => {
    const card = { code: "DK-1102", composition: POPLIN.composition, weight_gsm: 115 };
    const html = render("es", <FabricCard fabric={{ ...fabric, card }} href="/fabric/7" loading={false} />);
    expect(html).toContain(">DK-1102 · 100 % Algodón · 115\u00a0g/m²</p>");
  });

  it("shows the known parts only, and no line when none is known", () => {
    const partial = { code: null, composition: [], weight_gsm: 98 };
    expect(
      render("de", <FabricCard fabric={{ ...fabric, card: partial }} href="/" loading={false} />),
    ).toContain(">98\u00a0g/m²</p>");
    const none = { code: null, composition: [], weight_gsm: null };
    const html = render("de", <FabricCard fabric={{ ...fabric, card: none }} href="/" loading={false} />);
    expect(html).not.toContain("fabric-card-summary");
  });
});
