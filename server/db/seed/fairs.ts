// Over 300 lines: demo data (twelve countries and their fairs), not logic.
/**
 * The demo countries and the trade fairs the company shows at. Dates are computed from the
 * day of seeding: each country gets its fair's next edition (upcoming) and a previous one
 * (past), in the months these fairs are really held.
 */
import { LANGUAGES, type Localized } from "../../../common/constants";
import type { Flag, SceneKind } from "./scenes";

/** An edition's rule: the first `weekday` (0 = Sunday) on or after `month`/`from`, lasting `days`. */
type Edition = { month: number; from: number; weekday: number; days: number };

export type SeedFair = {
  title: Localized;
  description: Localized;
  city: string;
  venue: string;
  /** Our hall and stand, announced for the next edition. */
  hall?: string;
  stand?: string;
  website: string | null;
  editions: Edition[];
  /** Which edition relative to the seeding day: the next one, or the last one already over. */
  when: "next" | "previous";
};

export type SeedCountry = { code: string; name: Localized; flag: Flag; fairs: SeedFair[] };

const PREMIERE_VISION: Edition[] = [
  { month: 2, from: 6, weekday: 2, days: 3 },
  { month: 9, from: 15, weekday: 2, days: 3 },
];
const TEXWORLD: Edition[] = [
  { month: 2, from: 5, weekday: 1, days: 3 },
  { month: 7, from: 1, weekday: 1, days: 3 },
];
const MUNICH_FABRIC_START: Edition[] = [
  { month: 1, from: 24, weekday: 2, days: 3 },
  { month: 9, from: 1, weekday: 2, days: 3 },
];
const MOMAD: Edition[] = [
  { month: 2, from: 5, weekday: 5, days: 3 },
  { month: 9, from: 5, weekday: 5, days: 3 },
];
const SOURCING_CANADA: Edition[] = [{ month: 8, from: 18, weekday: 1, days: 3 }];
const THESSALONIKI_FAIR: Edition[] = [{ month: 9, from: 6, weekday: 6, days: 9 }];
const CUSTOMER_DAYS: Edition[] = [
  { month: 3, from: 10, weekday: 2, days: 2 },
  { month: 10, from: 13, weekday: 2, days: 2 },
];

const same = (name: string): Localized => ({ tr: name, en: name, de: name, es: name, fr: name });

export const COUNTRIES: SeedCountry[] = [
  {
    code: "FR",
    name: { tr: "Fransa", en: "France", de: "Frankreich", es: "Francia", fr: "France" },
    flag: {
      vertical: true,
      bands: [
        ["#0055a4", 1],
        ["#ffffff", 1],
        ["#ef4135", 1],
      ],
    },
    fairs: [
      {
        title: same("Première Vision Paris"),
        description: {
          tr: "Moda kumaşlarının dünyadaki en önemli buluşması. Paris Nord Villepinte'de üç gün boyunca yeni sezon gömleklik koleksiyonumuzu sergiliyoruz: poplinler, Oxford'lar ve iplik boyalı çizgililer ile ilk kez sunduğumuz pamuk-keten karışımları. Standımızda numuneleri ve renk kartelalarını inceleyebilir, kalite ve teslim sürelerini ekibimizle görüşebilirsiniz.",
          en: "The world's leading meeting place for fashion fabrics. For three days at Paris Nord Villepinte we show our new-season shirting collection: poplins, Oxfords and yarn-dyed stripes, plus the cotton-linen blends we present for the first time. At our stand you can go through samples and colour cards and discuss qualities and lead times with our team.",
          de: "Der weltweit wichtigste Treffpunkt für Modestoffe. Drei Tage lang zeigen wir in Paris Nord Villepinte unsere neue Hemdenstoff-Kollektion: Popeline, Oxford und garngefärbte Streifen, dazu erstmals unsere Baumwolle-Leinen-Mischungen. An unserem Stand können Sie Muster und Farbkarten ansehen und Qualitäten und Lieferzeiten mit unserem Team besprechen.",
          es: "El principal punto de encuentro mundial de los tejidos de moda. Durante tres días, en Paris Nord Villepinte, presentamos nuestra nueva colección de camisería: popelines, oxfords y rayas teñidas en hilo, además de las mezclas de algodón y lino que mostramos por primera vez. En nuestro stand podrá ver muestras y cartas de colores y hablar de calidades y plazos de entrega con nuestro equipo.",
          fr: "Le premier rendez-vous mondial des tissus de mode. Pendant trois jours, à Paris Nord Villepinte, nous présentons notre nouvelle collection chemise : popelines, oxfords et rayures teintes en fil, ainsi que les mélanges coton-lin que nous dévoilons pour la première fois. Sur notre stand, vous pourrez consulter échantillons et cartes de coloris et parler qualités et délais avec notre équipe.",
        },
        city: "Paris",
        venue: "Paris Nord Villepinte",
        website: "https://www.premierevision.com",
        editions: PREMIERE_VISION,
        hall: "6",
        stand: "6F12",
        when: "next",
      },
      {
        title: same("Texworld Evolution Paris"),
        description: {
          tr: "Messe Frankfurt'un Paris'teki kumaş ve tedarik fuarı. Paris Le Bourget'deki standımızda Avrupalı markalar ve satın alma ekipleriyle buluştuk; en çok ilgiyi keten ve dimi kalitelerimiz ile kısa teslimli stok programımız gördü.",
          en: "Messe Frankfurt's fabric and sourcing fair in Paris. At our stand at Paris Le Bourget we met European brands and sourcing teams; our linen and twill qualities and our short-lead-time stock programme drew the most interest.",
          de: "Die Stoff- und Sourcing-Messe der Messe Frankfurt in Paris. An unserem Stand in Paris Le Bourget trafen wir europäische Marken und Einkaufsteams; am meisten gefragt waren unsere Leinen- und Twill-Qualitäten sowie unser Lagerprogramm mit kurzen Lieferzeiten.",
          es: "La feria de tejidos y aprovisionamiento de Messe Frankfurt en París. En nuestro stand de Paris Le Bourget nos reunimos con marcas y equipos de compras europeos; lo que más interés despertó fueron nuestras calidades de lino y sarga y nuestro programa de stock con plazos cortos.",
          fr: "Le salon des tissus et du sourcing de Messe Frankfurt à Paris. Sur notre stand à Paris Le Bourget, nous avons rencontré marques et acheteurs européens ; nos qualités lin et sergé et notre programme de stock à délais courts ont suscité le plus d'intérêt.",
        },
        city: "Paris",
        venue: "Paris Le Bourget",
        website: "https://texworld-paris.fr.messefrankfurt.com",
        editions: TEXWORLD,
        when: "previous",
      },
    ],
  },
  {
    code: "ES",
    name: { tr: "İspanya", en: "Spain", de: "Spanien", es: "España", fr: "Espagne" },
    flag: {
      vertical: false,
      bands: [
        ["#aa151b", 1],
        ["#f1bf00", 2],
        ["#aa151b", 1],
      ],
    },
    fairs: [
      {
        title: same("Momad Madrid"),
        description: {
          tr: "İspanya'nın uluslararası moda, ayakkabı ve aksesuar fuarı. IFEMA Madrid'deki standımızda İspanyol ve Portekizli markalara yaz koleksiyonumuzu, özellikle keten ve pamuk-keten gömlekliklerimizi tanıtıyoruz.",
          en: "Spain's international fashion, footwear and accessories fair. At our stand at IFEMA Madrid we introduce our summer collection to Spanish and Portuguese brands, above all our linen and cotton-linen shirtings.",
          de: "Spaniens internationale Messe für Mode, Schuhe und Accessoires. An unserem Stand auf der IFEMA Madrid stellen wir spanischen und portugiesischen Marken unsere Sommerkollektion vor, allen voran unsere Hemdenstoffe aus Leinen und Baumwolle-Leinen.",
          es: "La feria internacional de moda, calzado y complementos de España. En nuestro stand de IFEMA Madrid presentamos a marcas españolas y portuguesas nuestra colección de verano, sobre todo nuestros tejidos de camisería de lino y de algodón y lino.",
          fr: "Le salon international espagnol de la mode, de la chaussure et des accessoires. Sur notre stand à l'IFEMA Madrid, nous présentons aux marques espagnoles et portugaises notre collection d'été, en particulier nos tissus chemise en lin et en coton-lin.",
        },
        city: "Madrid",
        venue: "IFEMA Madrid",
        website: "https://www.ifema.es/momad",
        editions: MOMAD,
        hall: "12",
        stand: "12C08",
        when: "next",
      },
      {
        title: same("Momad Madrid"),
        description: {
          tr: "IFEMA Madrid'de geçen sezon: çocuk giyim markalarıyla yeni iş birlikleri başlattık; pastel poplin renk kartelamız büyük ilgi gördü.",
          en: "Last season at IFEMA Madrid: we started new partnerships with childrenswear brands, and our pastel poplin colour card drew a lot of interest.",
          de: "Vergangene Saison auf der IFEMA Madrid: Wir haben neue Partnerschaften mit Kindermodemarken begonnen, und unsere Farbkarte mit Pastell-Popelines stieß auf großes Interesse.",
          es: "La temporada pasada en IFEMA Madrid: iniciamos nuevas colaboraciones con marcas de moda infantil, y nuestra carta de colores de popelín en tonos pastel despertó mucho interés.",
          fr: "La saison dernière à l'IFEMA Madrid : nous avons noué de nouveaux partenariats avec des marques de mode enfantine, et notre carte de coloris de popelines pastel a suscité beaucoup d'intérêt.",
        },
        city: "Madrid",
        venue: "IFEMA Madrid",
        website: "https://www.ifema.es/momad",
        editions: MOMAD,
        when: "previous",
      },
    ],
  },
  {
    code: "DE",
    name: { tr: "Almanya", en: "Germany", de: "Deutschland", es: "Alemania", fr: "Allemagne" },
    flag: {
      vertical: false,
      bands: [
        ["#000000", 1],
        ["#dd0000", 1],
        ["#ffce00", 1],
      ],
    },
    fairs: [
      {
        title: same("Munich Fabric Start"),
        description: {
          tr: "Avrupa'nın önde gelen kumaş ve aksesuar fuarlarından biri. MOC Münih'te yeni sezonun gömleklik kalitelerini sunuyoruz; GOTS sertifikalı organik pamuk poplinlerimiz, fuarın sürdürülebilir yeniliklere ayrılan Keyhouse alanında da sergileniyor.",
          en: "One of Europe's leading fairs for fabrics and trims. At the MOC in Munich we present the new season's shirting qualities; our GOTS-certified organic cotton poplins also feature in the Keyhouse, the fair's area for sustainable innovation.",
          de: "Eine der führenden europäischen Messen für Stoffe und Zutaten. Im MOC München zeigen wir die Hemdenstoffe der neuen Saison; unsere GOTS-zertifizierten Popelines aus Bio-Baumwolle sind außerdem im Keyhouse zu sehen, dem Bereich der Messe für nachhaltige Innovationen.",
          es: "Una de las principales ferias europeas de tejidos y fornituras. En el MOC de Múnich presentamos las calidades de camisería de la nueva temporada; nuestros popelines de algodón orgánico con certificación GOTS se exponen también en el Keyhouse, el espacio de la feria dedicado a la innovación sostenible.",
          fr: "L'un des principaux salons européens des tissus et accessoires. Au MOC de Munich, nous présentons les qualités chemise de la nouvelle saison ; nos popelines en coton biologique certifiées GOTS sont aussi exposées au Keyhouse, l'espace du salon consacré à l'innovation durable.",
        },
        city: "Munich",
        venue: "MOC Munich",
        website: "https://www.munichfabricstart.com",
        editions: MUNICH_FABRIC_START,
        hall: "3",
        stand: "B14",
        when: "next",
      },
      {
        title: same("Munich Fabric Start"),
        description: {
          tr: "Münih'teki geçen sezon fuarında Almanya, Avusturya ve İskandinavya'dan müşterilerimizle bir araya geldik. En çok numune istenen kaliteler Oxford ve iplik boyalı çizgili koleksiyonumuz ile kolay ütü apreli poplinlerimiz oldu.",
          en: "At last season's fair in Munich we met customers from Germany, Austria and Scandinavia. Our Oxford and yarn-dyed stripe collection and our easy-care poplins were the most requested samples.",
          de: "Auf der Messe der vergangenen Saison in München trafen wir Kunden aus Deutschland, Österreich und Skandinavien. Am häufigsten bemustert wurden unsere Oxford- und garngefärbten Streifenqualitäten sowie die bügelleichten Popelines.",
          es: "En la edición de la temporada pasada en Múnich nos reunimos con clientes de Alemania, Austria y Escandinavia. Nuestra colección de oxford y rayas teñidas en hilo y los popelines de fácil planchado fueron las calidades con más peticiones de muestras.",
          fr: "Lors de l'édition de la saison dernière à Munich, nous avons rencontré des clients d'Allemagne, d'Autriche et de Scandinavie. Notre collection oxford et rayures teintes en fil ainsi que nos popelines repassage facile ont été les plus demandées en échantillons.",
        },
        city: "Munich",
        venue: "MOC Munich",
        website: "https://www.munichfabricstart.com",
        editions: MUNICH_FABRIC_START,
        when: "previous",
      },
    ],
  },
  {
    code: "CA",
    name: { tr: "Kanada", en: "Canada", de: "Kanada", es: "Canadá", fr: "Canada" },
    flag: {
      vertical: true,
      bands: [
        ["#d52b1e", 1],
        ["#ffffff", 2],
        ["#d52b1e", 1],
      ],
    },
    fairs: [
      {
        title: same("Apparel Textile Sourcing Canada"),
        description: {
          tr: "Kanada'nın hazır giyim ve tekstil tedarik fuarı. Toronto Congress Centre'da Kuzey Amerikalı gömlek üreticileri ve markalarla buluşuyor; kısa teslimli stok programımızı ve müşteriye özel iplik boyalı desen geliştirme hizmetimizi tanıtıyoruz.",
          en: "Canada's apparel and textile sourcing show. At the Toronto Congress Centre we meet North American shirt makers and brands, and present our short-lead-time stock programme and custom yarn-dyed design service.",
          de: "Kanadas Sourcing-Messe für Bekleidung und Textilien. Im Toronto Congress Centre treffen wir nordamerikanische Hemdenhersteller und Marken und stellen unser Lagerprogramm mit kurzen Lieferzeiten sowie die Entwicklung garngefärbter Dessins nach Kundenwunsch vor.",
          es: "La feria de aprovisionamiento de confección y textil de Canadá. En el Toronto Congress Centre nos reunimos con fabricantes de camisas y marcas de Norteamérica, y presentamos nuestro programa de stock con plazos cortos y nuestro servicio de diseños teñidos en hilo a medida.",
          fr: "Le salon canadien du sourcing habillement et textile. Au Toronto Congress Centre, nous rencontrons fabricants de chemises et marques d'Amérique du Nord et présentons notre programme de stock à délais courts ainsi que notre service de dessins teints en fil sur mesure.",
        },
        city: "Toronto",
        venue: "Toronto Congress Centre",
        website: "https://apparelsourcingcanada.com",
        editions: SOURCING_CANADA,
        hall: "A",
        stand: "412",
        when: "next",
      },
      {
        title: same("Apparel Textile Sourcing Canada"),
        description: {
          tr: "Toronto'daki son fuarda Kanadalı müşterilerimizle iş gömlekleri için dimi ve poplin programlarını görüştük; ilk siparişler fuarı izleyen haftalarda geldi.",
          en: "At the last show in Toronto we discussed twill and poplin programmes for business shirts with Canadian customers; the first orders followed in the weeks after the fair.",
          de: "Auf der letzten Messe in Toronto haben wir mit kanadischen Kunden Twill- und Popeline-Programme für Businesshemden besprochen; die ersten Aufträge folgten in den Wochen nach der Messe.",
          es: "En la última edición en Toronto hablamos con clientes canadienses de programas de sarga y popelín para camisa de vestir; los primeros pedidos llegaron en las semanas siguientes a la feria.",
          fr: "Lors de la dernière édition à Toronto, nous avons discuté de programmes sergé et popeline pour la chemise de ville avec des clients canadiens ; les premières commandes ont suivi dans les semaines après le salon.",
        },
        city: "Toronto",
        venue: "Toronto Congress Centre",
        website: "https://apparelsourcingcanada.com",
        editions: SOURCING_CANADA,
        when: "previous",
      },
    ],
  },
  {
    code: "GR",
    name: { tr: "Yunanistan", en: "Greece", de: "Griechenland", es: "Grecia", fr: "Grèce" },
    flag: {
      vertical: false,
      bands: Array.from({ length: 9 }, (_, k) => [k % 2 === 0 ? "#0d5eaf" : "#ffffff", 1] as const),
    },
    fairs: [
      {
        title: {
          tr: "Selanik Müşteri Günleri",
          en: "Thessaloniki Customer Days",
          de: "Kundentage in Thessaloniki",
          es: "Jornadas de clientes en Salónica",
          fr: "Journées clients à Thessalonique",
        },
        description: {
          tr: "Kuzey Yunanistan'daki gömlek üreticisi müşterilerimiz için iki günlük koleksiyon sunumu. Yeni sezon kalitelerini kumaş topları ve hazır gömlek örnekleri üzerinde gösteriyor, siparişleri ve teslim planlarını yüz yüze görüşüyoruz. Randevu için bize ulaşabilirsiniz.",
          en: "A two-day collection presentation for our shirt-making customers in northern Greece. We show the new season's qualities on fabric rolls and finished sample shirts and discuss orders and delivery plans face to face. Contact us to book an appointment.",
          de: "Eine zweitägige Kollektionspräsentation für unsere Kunden aus der Hemdenkonfektion in Nordgriechenland. Wir zeigen die Qualitäten der neuen Saison an Stoffballen und fertigen Musterhemden und besprechen Aufträge und Lieferpläne persönlich. Für einen Termin nehmen Sie gern Kontakt mit uns auf.",
          es: "Dos días de presentación de la colección para nuestros clientes confeccionistas de camisas del norte de Grecia. Mostramos las calidades de la nueva temporada en piezas de tejido y camisas de muestra terminadas, y hablamos de pedidos y plazos de entrega en persona. Escríbanos para concertar una cita.",
          fr: "Deux jours de présentation de la collection pour nos clients chemisiers du nord de la Grèce. Nous montrons les qualités de la nouvelle saison sur pièces de tissu et chemises échantillons terminées, et parlons commandes et plannings de livraison en face à face. Contactez-nous pour prendre rendez-vous.",
        },
        city: "Thessaloniki",
        venue: "Makedonia Palace",
        website: null,
        editions: CUSTOMER_DAYS,
        stand: "12",
        when: "next",
      },
      {
        title: {
          tr: "Selanik Uluslararası Fuarı",
          en: "Thessaloniki International Fair",
          de: "Internationale Messe Thessaloniki",
          es: "Feria Internacional de Salónica",
          fr: "Foire internationale de Thessalonique",
        },
        description: {
          tr: "Yunanistan'ın en köklü genel ticaret fuarı. Türk tekstil üreticilerinin ortak alanında yer alarak Yunan konfeksiyon firmalarıyla tanıştık ve gömleklik koleksiyonumuzu tanıttık.",
          en: "Greece's longest-standing general trade fair. Exhibiting in the shared area of Turkish textile producers, we met Greek garment makers and introduced our shirting collection.",
          de: "Die traditionsreichste Universalmesse Griechenlands. Auf dem Gemeinschaftsstand türkischer Textilhersteller lernten wir griechische Konfektionäre kennen und stellten unsere Hemdenstoff-Kollektion vor.",
          es: "La feria comercial generalista con más tradición de Grecia. En el espacio compartido de los fabricantes textiles turcos conocimos a confeccionistas griegos y presentamos nuestra colección de camisería.",
          fr: "La foire généraliste la plus ancienne de Grèce. Sur l'espace collectif des fabricants textiles turcs, nous avons rencontré des confectionneurs grecs et présenté notre collection chemise.",
        },
        city: "Thessaloniki",
        venue: "TIF-Helexpo Exhibition Centre",
        website: "https://www.helexpo.gr",
        editions: THESSALONIKI_FAIR,
        when: "previous",
      },
    ],
  },
];

type Photo = { kind: SceneKind; title: Localized; description: Localized };

/** The pictures of every fair, in order: the first is also the exhibition's own image. */
export const FAIR_PHOTOS: Photo[] = [
  {
    kind: "hall",
    title: {
      tr: "Fuar alanı",
      en: "The fair floor",
      de: "In der Messehalle",
      es: "El recinto ferial",
      fr: "Les allées du salon",
    },
    description: {
      tr: "Ziyaretçilerle dolu koridorlar ve kumaş standları.",
      en: "Busy aisles and fabric stands.",
      de: "Volle Gänge und Stoffstände.",
      es: "Pasillos llenos de visitantes y stands de tejidos.",
      fr: "Des allées animées et des stands de tissus.",
    },
  },
  {
    kind: "stand",
    title: { tr: "Standımız", en: "Our stand", de: "Unser Stand", es: "Nuestro stand", fr: "Notre stand" },
    description: {
      tr: "Kumaş toplarımız, renk kartelalarımız ve hazır gömlek örneklerimiz.",
      en: "Our fabric rolls, colour cards and finished sample shirts.",
      de: "Unsere Stoffballen, Farbkarten und fertigen Musterhemden.",
      es: "Nuestras piezas de tejido, cartas de colores y camisas de muestra.",
      fr: "Nos pièces de tissu, cartes de coloris et chemises échantillons.",
    },
  },
  {
    kind: "swatches",
    title: {
      tr: "Numune masası",
      en: "The swatch table",
      de: "Der Mustertisch",
      es: "La mesa de muestras",
      fr: "La table d'échantillons",
    },
    description: {
      tr: "Alıcıların seçimi için serilmiş çizgili, kareli ve düz gömleklikler.",
      en: "Stripes, checks and plain shirtings laid out for buyers to choose from.",
      de: "Streifen, Karos und Unis, für die Einkäufer zur Auswahl ausgelegt.",
      es: "Rayas, cuadros y lisos dispuestos para que los compradores elijan.",
      fr: "Rayures, carreaux et unis disposés pour le choix des acheteurs.",
    },
  },
  {
    kind: "hall",
    title: {
      tr: "Açılış sabahı",
      en: "Opening morning",
      de: "Der Eröffnungsmorgen",
      es: "La mañana de apertura",
      fr: "Le matin de l'ouverture",
    },
    description: {
      tr: "Alıcılar sezonun yeni kumaşlarını keşfediyor.",
      en: "Buyers discover the season's new fabrics.",
      de: "Einkäufer entdecken die neuen Stoffe der Saison.",
      es: "Los compradores descubren los nuevos tejidos de la temporada.",
      fr: "Les acheteurs découvrent les nouveaux tissus de la saison.",
    },
  },
];

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function editionStart(edition: Edition, year: number): number {
  const first = Date.UTC(year, edition.month - 1, edition.from);
  const shift = (edition.weekday - new Date(first).getUTCDay() + 7) % 7;
  return first + shift * DAY_MS;
}

/** The dates of a fair's next edition (not over yet) or of its last one (over), around `today`. */
export function editionDates(fair: SeedFair, today: string): { start: string; end: string } {
  const year = Number(today.slice(0, 4));
  const all = [year - 1, year, year + 1]
    .flatMap((y) => fair.editions.map((e) => ({ start: editionStart(e, y), days: e.days })))
    .map((e) => ({ start: iso(e.start), end: iso(e.start + (e.days - 1) * DAY_MS) }))
    .sort((a, b) => a.start.localeCompare(b.start));
  const found =
    fair.when === "next" ? all.find((e) => e.end >= today) : all.filter((e) => e.end < today).at(-1);
  return found!;
}

/** "Première Vision Paris – September 2026", the month in each language. */
export function editionTitle(title: Localized, start: string): Localized {
  const date = new Date(`${start}T12:00:00Z`);
  const out: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const month = new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      date,
    );
    out[lang] = `${title[lang] ?? title.tr} – ${month}`;
  }
  return out as Localized;
}
