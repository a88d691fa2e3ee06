/**
 * The demo fabrics: texts in five languages and the weaves their pictures are rendered from.
 * The first six are here; the others, in fabrics-2.ts and fabrics-3.ts, follow them in FABRICS.
 */
import type { Localized } from "../../../common/constants";
import type { CollectionKey } from "./collections";
import { FABRICS_2 } from "./fabrics-2";
import { FABRICS_3 } from "./fabrics-3";
import type { Rgb, WeaveSpec } from "./weave";

export type SeedFabric = {
  /** The season's collection the fabric belongs to (server/db/seed/collections.ts). */
  collection: CollectionKey;
  name: Localized;
  description: Localized;
  /** The main image, then the gallery. */
  pictures: WeaveSpec[];
};

const WHITE: Rgb = [247, 247, 244];
const OFF_WHITE: Rgb = [241, 242, 240];
const SKY: Rgb = [156, 195, 230];
const PALE_BLUE: Rgb = [200, 220, 240];
const NAVY: Rgb = [38, 52, 84];
const ECRU: Rgb = [246, 234, 208];
const ECRU_WEFT: Rgb = [240, 226, 196];
const PINK: Rgb = [238, 160, 182];
const SAND: Rgb = [226, 208, 176];
const OXFORD_BLUE: Rgb = [122, 162, 212];

const repeat = (colour: Rgb, times: number): Rgb[] => Array.from({ length: times }, () => colour);

export const FABRICS: SeedFabric[] = [
  {
    collection: "aw_main",
    name: {
      tr: "Pamuklu poplin",
      en: "Cotton poplin",
      de: "Baumwollpopeline",
      es: "Popelín de algodón",
      fr: "Popeline de coton",
    },
    description: {
      tr: "%100 penye pamuk iplikten sık dokunmuş, bezayağı örgülü gömleklik kumaş. Pürüzsüz, hafif parlak yüzeyi ve diri tutumuyla klasik iş gömleklerinin vazgeçilmezi. 110–120 g/m²; beyaz, gök mavisi ve lacivert dahil 40'tan fazla renkte. Kolay ütü apresi isteğe bağlıdır. Erkek, kadın ve çocuk gömlekleri için.",
      en: "A closely woven plain-weave shirting in 100% combed cotton. Its smooth, slightly lustrous face and crisp hand make it the backbone of the classic business shirt. 110–120 g/m², in more than 40 shades including white, sky blue and navy; easy-care finish on request. For men's, women's and children's shirts.",
      de: "Dicht gewebte Popeline in Leinwandbindung aus 100 % gekämmter Baumwolle. Die glatte, leicht glänzende Oberfläche und der frische, feste Griff machen sie zum Klassiker für Businesshemden. 110–120 g/m², in über 40 Farben, darunter Weiß, Himmelblau und Marine; bügelleichte Ausrüstung auf Wunsch. Für Herren-, Damen- und Kinderhemden.",
      es: "Tejido de camisería en ligamento tafetán, muy tupido, de algodón 100 % peinado. Su superficie lisa y ligeramente brillante y su tacto firme lo convierten en la base de la camisa de vestir clásica. 110–120 g/m², en más de 40 colores, entre ellos blanco, azul cielo y marino; acabado de fácil planchado bajo pedido. Para camisas de caballero, de señora e infantiles.",
      fr: "Toile de chemise en armure toile très serrée, 100 % coton peigné. Sa surface lisse, légèrement brillante, et sa main nette en font la base de la chemise de ville classique. 110–120 g/m², en plus de 40 coloris dont blanc, bleu ciel et marine ; apprêt repassage facile sur demande. Pour chemises homme, femme et enfant.",
    },
    pictures: [
      { kind: "plain", warp: [WHITE], weft: [OFF_WHITE], pitch: 9, angle: 3, seed: 11 },
      { kind: "plain", warp: [SKY], weft: [PALE_BLUE], pitch: 12, angle: -2, seed: 12 },
      { kind: "plain", warp: [NAVY], weft: [[46, 60, 94]], pitch: 14, angle: 4, seed: 13 },
    ],
  },
  {
    collection: "ss_main",
    name: { tr: "Keten", en: "Linen", de: "Leinen", es: "Lino", fr: "Lin" },
    description: {
      tr: "%100 keten, ipliğin doğal flamlarıyla dokunmuş yazlık gömleklik. Nefes alır, teri hızla kurutur ve her yıkamada biraz daha yumuşar; kendine özgü kırışıklığı karakterinin bir parçasıdır. 140–160 g/m²; ham (ekru), beyaz, açık mavi ve toprak tonlarında. Yaz koleksiyonları ve rahat kesim gömlekler için.",
      en: "Summer shirting in 100% linen, woven with the yarn's natural slubs. It breathes, dries quickly and softens with every wash; its easy creasing is part of its character. 140–160 g/m², in ecru, white, light blue and earth tones. For warm-weather collections and relaxed shirts.",
      de: "Sommerlicher Hemdenstoff aus 100 % Leinen, mit den natürlichen Flammen des Garns gewebt. Atmungsaktiv, schnell trocknend und mit jeder Wäsche weicher; die typischen Knitterfalten gehören zu seinem Charakter. 140–160 g/m², in Ecru, Weiß, Hellblau und Erdtönen. Für Sommerkollektionen und lässige Hemden.",
      es: "Tejido de camisería de verano, 100 % lino, con los flameados naturales del hilo. Transpira, seca rápido y se suaviza con cada lavado; su arruga natural forma parte de su carácter. 140–160 g/m², en crudo, blanco, azul claro y tonos tierra. Para colecciones de verano y camisas de corte relajado.",
      fr: "Tissu chemise d'été 100 % lin, tissé avec les flammes naturelles du fil. Il respire, sèche vite et s'assouplit à chaque lavage ; son froissé naturel fait partie de son caractère. 140–160 g/m², en écru, blanc, bleu clair et tons terre. Pour les collections d'été et les chemises décontractées.",
    },
    pictures: [
      { kind: "plain", warp: [ECRU], weft: [ECRU_WEFT], pitch: 12, slub: 1, heather: 0.35, angle: 1, seed: 21 },
      { kind: "plain", warp: [WHITE], weft: [[238, 236, 230]], pitch: 13, slub: 0.9, heather: 0.3, angle: -3, seed: 22 },
      { kind: "plain", warp: [[176, 204, 228]], weft: [[190, 212, 232]], pitch: 15, slub: 1, heather: 0.35, seed: 23 },
    ],
  },
  {
    collection: "aw_main",
    name: {
      tr: "Dimi (twill)",
      en: "Cotton twill",
      de: "Baumwoll-Twill",
      es: "Sarga de algodón",
      fr: "Sergé de coton",
    },
    description: {
      tr: "Belirgin çapraz çizgili, dimi örgülü %100 pamuk gömleklik. Poplinden biraz daha ağır ve yumuşak dökümlüdür; daha az kırışır, kolay ütülenir. 125–140 g/m²; beyaz, açık mavi, lacivert ve pastel tonlarda. İş ve günlük gömlekler için dört mevsim kullanılan bir kalite.",
      en: "100% cotton shirting in a twill weave with a distinct diagonal line. A little heavier than poplin, with a softer drape; it resists creasing and irons easily. 125–140 g/m², in white, light blue, navy and pastels. A four-season quality for business and casual shirts alike.",
      de: "Hemdenstoff aus 100 % Baumwolle in Köperbindung mit deutlichem Diagonalgrat. Etwas schwerer als Popeline, mit weicherem Fall; knitterarm und leicht zu bügeln. 125–140 g/m², in Weiß, Hellblau, Marine und Pastelltönen. Eine Ganzjahresqualität für Business- und Freizeithemden.",
      es: "Tejido de camisería 100 % algodón en ligamento sarga, con la diagonal bien marcada. Algo más pesado que el popelín y de caída más suave; se arruga menos y se plancha con facilidad. 125–140 g/m², en blanco, azul claro, marino y tonos pastel. Una calidad para todo el año, tanto para camisa de vestir como informal.",
      fr: "Tissu chemise 100 % coton en armure sergé, à la diagonale bien marquée. Un peu plus lourd que la popeline, avec un tombé plus souple ; il se froisse moins et se repasse facilement. 125–140 g/m², en blanc, bleu clair, marine et pastels. Une qualité quatre saisons, pour la chemise de ville comme pour le casual.",
    },
    pictures: [
      { kind: "twill", warp: [SKY], weft: [[236, 240, 244]], pitch: 11, angle: -4, seed: 31 },
      { kind: "twill", warp: [WHITE], weft: [OFF_WHITE], pitch: 11, angle: 2, seed: 32 },
      { kind: "twill", warp: [NAVY], weft: [[70, 84, 118]], pitch: 15, angle: -1, seed: 33 },
    ],
  },
  {
    collection: "aw_main",
    name: {
      tr: "Oxford gömleklik",
      en: "Oxford shirting",
      de: "Oxford-Hemdenstoff",
      es: "Oxford de camisería",
      fr: "Oxford chemise",
    },
    description: {
      tr: "Çift atkı ipliğiyle dokunan, hafif sepet görünümlü klasik Oxford. Renkli çözgü ile beyaz atkı, kumaşa kendine özgü iki renkli melanj görünümünü verir. Dayanıklı, sık yıkamaya uygun ve yıkandıkça yumuşayan %100 pamuk; 130–150 g/m². Düğmeli yaka (button-down) gömlekler ve günlük koleksiyonlar için.",
      en: "The classic Oxford, woven with paired weft yarns for its soft basket texture. A coloured warp over a white weft gives its typical two-tone look. Hard-wearing 100% cotton that takes frequent washing and softens with it; 130–150 g/m². For button-down shirts and casual collections.",
      de: "Das klassische Oxford, mit paarweise eingetragenen Schussfäden gewebt – daher die leichte Panama-Struktur. Die farbige Kette über weißem Schuss ergibt den typischen zweifarbigen Melange-Effekt. Strapazierfähige 100 % Baumwolle, die häufiges Waschen verträgt und dabei weicher wird; 130–150 g/m². Für Button-down-Hemden und Casual-Kollektionen.",
      es: "El oxford clásico, tejido con la trama a doble hilo, de ahí su ligera textura de cesta. La urdimbre de color sobre trama blanca le da su característico aspecto bicolor. Algodón 100 % resistente, que aguanta lavados frecuentes y gana suavidad con ellos; 130–150 g/m². Para camisas de cuello abotonado y colecciones informales.",
      fr: "L'Oxford classique, tissé avec des fils de trame doublés, d'où sa légère texture natté. La chaîne teinte sur trame blanche lui donne son aspect chiné bicolore. Un 100 % coton résistant, qui supporte les lavages fréquents et s'adoucit avec eux ; 130–150 g/m². Pour les chemises à col boutonné et les collections casual.",
    },
    pictures: [
      { kind: "oxford", warp: [OXFORD_BLUE], weft: [WHITE], pitch: 12, angle: 2, seed: 41 },
      { kind: "oxford", warp: [PINK], weft: [WHITE], pitch: 12, angle: -3, seed: 42 },
      { kind: "oxford", warp: [WHITE], weft: [[236, 236, 232]], pitch: 16, angle: 1, seed: 43 },
    ],
  },
  {
    collection: "ss_main",
    name: {
      tr: "Pamuk-keten karışımı",
      en: "Cotton-linen blend",
      de: "Baumwolle-Leinen-Mischung",
      es: "Mezcla de algodón y lino",
      fr: "Mélange coton-lin",
    },
    description: {
      tr: "%55 keten, %45 pamuk: ketenin serinliğini ve dokusunu pamuğun yumuşaklığıyla ve daha az kırışan yapısıyla birleştirir. Hafif melanj görünümlü, 130 g/m². Açık mavi, kum, beyaz ve lacivert. Yazlık iş gömlekleri, resort koleksiyonları ve kadın bluzları için.",
      en: "A 55% linen, 45% cotton blend that pairs linen's coolness and texture with the softness of cotton and fewer creases. A subtle mélange look at 130 g/m². Light blue, sand, white and navy. For summer business shirts, resort collections and women's blouses.",
      de: "Mischung aus 55 % Leinen und 45 % Baumwolle: die Kühle und Struktur des Leinens, verbunden mit der Weichheit der Baumwolle und weniger Knitterneigung. Dezente Melange-Optik, 130 g/m². Hellblau, Sand, Weiß und Marine. Für sommerliche Businesshemden, Resort-Kollektionen und Damenblusen.",
      es: "Mezcla de 55 % lino y 45 % algodón que une la frescura y la textura del lino con la suavidad del algodón y menos arrugas. Ligero aspecto jaspeado, 130 g/m². Azul claro, arena, blanco y marino. Para camisas de vestir de verano, colecciones resort y blusas de mujer.",
      fr: "Mélange 55 % lin, 45 % coton qui associe la fraîcheur et la texture du lin à la douceur du coton, avec moins de plis. Léger aspect chiné, 130 g/m². Bleu clair, sable, blanc et marine. Pour les chemises de ville estivales, les collections croisière et les blouses femme.",
    },
    pictures: [
      { kind: "plain", warp: [[170, 196, 222]], weft: [[214, 222, 230]], pitch: 11, slub: 0.5, heather: 0.45, angle: -2, seed: 51 },
      { kind: "plain", warp: [SAND], weft: [ECRU], pitch: 12, slub: 0.5, heather: 0.4, angle: 3, seed: 52 },
      { kind: "plain", warp: [NAVY], weft: [[92, 104, 132]], pitch: 14, slub: 0.5, heather: 0.4, seed: 53 },
    ],
  },
  {
    collection: "ss_main",
    name: {
      tr: "İplik boyalı çizgili poplin",
      en: "Yarn-dyed striped poplin",
      de: "Garngefärbte Streifen-Popeline",
      es: "Popelín de rayas teñido en hilo",
      fr: "Popeline rayée teinte en fil",
    },
    description: {
      tr: "Çözgüsü iplik halindeyken boyanan %100 pamuk poplin: çizgiler yıkandıkça solmaz. Bengal, ince (kalem) ve şeker çizgi desenlerinde; pembe, mavi ve lacivert kombinasyonlar. 115 g/m². Çizgileri müşteriye özel renk ve genişlikte geliştiriyor, numune metrajlarını kısa sürede hazırlıyoruz.",
      en: "100% cotton poplin with the warp dyed as yarn, so the stripes never fade in the wash. Bengal, pencil and candy stripes in pink, blue and navy combinations. 115 g/m². We develop stripes in a customer's own colours and widths, and sample lengths are ready at short notice.",
      de: "Popeline aus 100 % Baumwolle mit garngefärbter Kette: Die Streifen verblassen auch nach vielen Wäschen nicht. Bengal-, Nadel- und Candy-Streifen in Kombinationen aus Rosa, Blau und Marine. 115 g/m². Streifen entwickeln wir in Farben und Breiten nach Kundenwunsch; Mustermeter sind kurzfristig lieferbar.",
      es: "Popelín 100 % algodón con la urdimbre teñida en hilo, para que las rayas no pierdan color con los lavados. Rayas bengala, rayas finas y rayas caramelo, en combinaciones de rosa, azul y marino. 115 g/m². Desarrollamos rayas en los colores y anchos de cada cliente, y preparamos los metrajes de muestra en poco tiempo.",
      fr: "Popeline 100 % coton à chaîne teinte en fil : les rayures ne passent pas au lavage. Rayures bengale, rayures fines et rayures bonbon, en combinaisons de rose, bleu et marine. 115 g/m². Nous développons les rayures dans les coloris et largeurs de chaque client, et les métrages d'échantillon sont prêts rapidement.",
    },
    pictures: [
      { kind: "plain", warp: [...repeat(WHITE, 8), ...repeat(PINK, 6)], weft: [WHITE], pitch: 8, seed: 61 },
      { kind: "plain", warp: [...repeat(WHITE, 5), ...repeat(SKY, 5)], weft: [WHITE], pitch: 9, angle: 2, seed: 62 },
      { kind: "plain", warp: [...repeat(WHITE, 14), NAVY, NAVY], weft: [WHITE], pitch: 10, angle: -2, seed: 63 },
    ],
  },
  ...FABRICS_2,
  ...FABRICS_3,
];
