/**
 * The demo's collections: a main and a capsule collection for each season, with texts in five
 * languages and the weave their cover picture is rendered from. Each fabric names its own
 * (SeedFabric.collection in server/db/seed/fabrics.ts).
 */
import type { Localized } from "../../../common/constants";
import type { Rgb, WeaveSpec } from "./weave";

export const COLLECTION_KEYS = ["ss_main", "ss_capsule", "aw_main", "aw_capsule"] as const;
export type CollectionKey = (typeof COLLECTION_KEYS)[number];

export type SeedCollection = {
  key: CollectionKey;
  season: "SS" | "AW";
  kind: "main" | "capsule";
  name: Localized;
  description: Localized;
  cover: WeaveSpec;
};

const NAVY: Rgb = [38, 52, 84];
const BOTTLE: Rgb = [40, 78, 58];
const CLARET: Rgb = [142, 40, 48];

const repeat = (colour: Rgb, times: number): Rgb[] => Array.from({ length: times }, () => colour);
const TARTAN: Rgb[] = [...repeat(BOTTLE, 6), ...repeat(NAVY, 6), CLARET, CLARET, ...repeat(NAVY, 6)];

export const SEED_COLLECTIONS: SeedCollection[] = [
  {
    key: "ss_main",
    season: "SS",
    kind: "main",
    name: { tr: "Riviera", en: "Riviera", de: "Riviera", es: "Riviera", fr: "Riviera" },
    description: {
      tr: "İlkbahar–yaz ana koleksiyonumuz: hafif ve nefes alan gramajlarda keten, pamuk-keten karışımları, vual, seersucker ve şambre. Sıcak günler için dikilen gömleklere deniz mavileri, kum, beyaz ve güneşte solmuş tonlar.",
      en: "Our spring–summer main collection: linens, cotton-linen blends, voiles, seersucker and chambray in light, breathable weights. Sea blues, sand, white and sun-faded colours for shirts made for warm days.",
      de: "Unsere Hauptkollektion für Frühjahr/Sommer: Leinen, Baumwoll-Leinen-Mischungen, Voiles, Seersucker und Chambray in leichten, atmungsaktiven Gewichten. Meeresblau, Sand, Weiß und sonnengebleichte Töne für Hemden, die für warme Tage gemacht sind.",
      es: "Nuestra colección principal de primavera-verano: linos, mezclas de algodón y lino, voiles, sirsaca y chambray en gramajes ligeros y transpirables. Azules de mar, arena, blanco y colores desvaídos por el sol para camisas pensadas para los días de calor.",
      fr: "Notre collection principale printemps-été : lins, mélanges coton-lin, voiles, seersucker et chambray dans des poids légers et respirants. Bleus de mer, sable, blanc et couleurs passées au soleil pour des chemises faites pour les beaux jours.",
    },
    cover: {
      kind: "plain",
      warp: [[104, 150, 196]],
      weft: [[222, 230, 236]],
      pitch: 14,
      slub: 0.8,
      heather: 0.35,
      angle: 2,
      seed: 901,
    },
  },
  {
    key: "ss_capsule",
    season: "SS",
    kind: "capsule",
    name: { tr: "Terra", en: "Terra", de: "Terra", es: "Terra", fr: "Terra" },
    description: {
      tr: "Sorumlu liflerden küçük bir ilkbahar–yaz serisi: GOTS sertifikalı organik pamuk ve keten, GRS sertifikalı geri dönüştürülmüş pamuk ve polyester ile liyosel. Doğal, boyasız ve toprak tonlarında; her kumaş lifine kadar izlenebilir.",
      en: "A small spring–summer line in responsible fibres: GOTS-certified organic cotton and linen, GRS-certified recycled cotton and polyester, and lyocell. Natural, undyed and earth tones, with every fabric traceable back to its fibre.",
      de: "Eine kleine Frühjahr/Sommer-Linie aus verantwortungsvollen Fasern: GOTS-zertifizierte Bio-Baumwolle und Bio-Leinen, GRS-zertifizierte recycelte Baumwolle und recyceltes Polyester sowie Lyocell. Naturtöne, Ungefärbtes und Erdfarben – jeder Stoff ist bis zur Faser rückverfolgbar.",
      es: "Una pequeña línea de primavera-verano en fibras responsables: algodón y lino orgánicos con certificación GOTS, algodón y poliéster reciclados con certificación GRS, y lyocell. Tonos naturales, crudos y tierra, y cada tejido trazable hasta su fibra.",
      fr: "Une petite ligne printemps-été en fibres responsables : coton et lin biologiques certifiés GOTS, coton et polyester recyclés certifiés GRS, et lyocell. Tons naturels, écrus et terre, chaque tissu étant traçable jusqu'à sa fibre.",
    },
    cover: {
      kind: "plain",
      warp: [[226, 214, 188]],
      weft: [[212, 196, 164]],
      pitch: 13,
      slub: 0.9,
      heather: 0.45,
      angle: 1,
      seed: 903,
    },
  },
  {
    key: "aw_main",
    season: "AW",
    kind: "main",
    name: { tr: "Atelier", en: "Atelier", de: "Atelier", es: "Atelier", fr: "Atelier" },
    description: {
      tr: "İş ve klasik terzilik gömleklikleriyle sonbahar–kış ana koleksiyonumuz: poplin, dimi, Oxford, fil-a-fil, armürlü ve streç kumaşlar. Ofisten akşama formunu korumak üzere apre edilmiş koyu maviler, griler ve klasik beyazlar.",
      en: "Our autumn–winter main collection of business and tailoring shirtings: poplins, twills, Oxford, end-on-end, dobby and stretch. Deeper blues, greys and classic whites, finished to keep their shape from the office to the evening.",
      de: "Unsere Hauptkollektion für Herbst/Winter mit Hemdenstoffen für Business und Maßkonfektion: Popeline, Twill, Oxford, Fil-à-Fil, Dobby und Stretch. Tiefere Blautöne, Grau und klassisches Weiß, so ausgerüstet, dass sie vom Büro bis zum Abend in Form bleiben.",
      es: "Nuestra colección principal de otoño-invierno, con tejidos de camisería de vestir y sastrería: popelín, sarga, oxford, fil-a-fil, dobby y elásticos. Azules más profundos, grises y blancos clásicos, con acabados que mantienen la forma de la oficina a la noche.",
      fr: "Notre collection principale automne-hiver de tissus pour la chemise de ville et la confection : popelines, sergés, Oxford, fil-à-fil, dobby et stretch. Bleus plus profonds, gris et blancs classiques, apprêtés pour garder leur tenue du bureau jusqu'au soir.",
    },
    cover: { kind: "twill", warp: [NAVY], weft: [[74, 88, 120]], pitch: 12, angle: -3, seed: 902 },
  },
  {
    key: "aw_capsule",
    season: "AW",
    kind: "capsule",
    name: { tr: "Miras", en: "Heritage", de: "Heritage", es: "Herencia", fr: "Héritage" },
    description: {
      tr: "Arşivimizden ilham alan küçük bir sonbahar–kış serisi: iplik boyalı ekoseler, şardonlu flanel, balıksırtı, çizgili Oxford ve ton sür ton jakarlar. Hafta sonu gömlekleri, gömlek-ceketler ve yılbaşı dönemi için sıcak, kırık renkler ve yumuşak tuşeler.",
      en: "A small autumn–winter line drawn from our archive: yarn-dyed checks, brushed flannel, herringbone, Oxford stripes and tonal jacquards. Warm, muted colours and soft hands for weekend shirts, overshirts and the festive season.",
      de: "Eine kleine Herbst/Winter-Linie nach Vorlagen aus unserem Archiv: garngefärbte Karos, gerauhter Flanell, Fischgrat, Oxford-Streifen und Ton-in-Ton-Jacquards. Warme, gedeckte Farben und weiche Griffe für Wochenendhemden, Overshirts und die Festtage.",
      es: "Una pequeña línea de otoño-invierno inspirada en nuestro archivo: cuadros teñidos en hilo, franela perchada, espiga, oxford de rayas y jacquards en tono sobre tono. Colores cálidos y apagados y tactos suaves para camisas de fin de semana, sobrecamisas y las fiestas.",
      fr: "Une petite ligne automne-hiver inspirée de nos archives : carreaux teints en fil, flanelle grattée, chevron, Oxford rayé et jacquards ton sur ton. Des couleurs chaudes et sourdes et des mains douces pour les chemises du week-end, les surchemises et les fêtes.",
    },
    cover: { kind: "twill", warp: TARTAN, weft: TARTAN, pitch: 8, angle: 2, seed: 904 },
  },
];
