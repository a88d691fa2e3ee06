/**
 * Demo fabrics 16 to 24 (after fabrics-2.ts): summer weights, checks, stretch, jacquard and
 * blends for women's wear. Their cards are in fabric-cards-3.ts, in the same order.
 */
import type { SeedFabric } from "./fabrics";
import type { Rgb } from "./weave";

const WHITE: Rgb = [244, 245, 246];
const ECRU: Rgb = [240, 230, 210];
const CREAM: Rgb = [236, 226, 200];
const NAVY: Rgb = [38, 52, 84];

const repeat = (colour: Rgb, times: number): Rgb[] => Array.from({ length: times }, () => colour);
/** A tattersall: two thin lines, rust and bottle green, on cream, the same in warp and weft. */
const TATTERSALL: Rgb[] = [
  ...repeat(CREAM, 6),
  ...repeat([176, 84, 48], 2),
  ...repeat(CREAM, 6),
  ...repeat([52, 90, 62], 2),
];

export const FABRICS_3: SeedFabric[] = [
  {
    collection: "ss_main",
    name: {
      tr: "Pamuklu seersucker",
      en: "Cotton seersucker",
      de: "Baumwoll-Seersucker",
      es: "Sirsaca de algodón",
      fr: "Seersucker de coton",
    },
    description: {
      tr: "%100 pamuk seersucker: farklı gerginlikteki iki çözgü levendi, büzgülü ve düz çizgileri sırayla dokur. Büzgüler kumaşı tenden uzak tutar; böylece kumaş serin kalır ve ütü istemez, bu yüzden hiçbir apre uygulanmaz. 105–115 g/m²; beyaz zemin üzerine mavi, kırmızı ve yeşil çizgilerle, erkek, kadın ve çocuk yazlık gömlekleri için.",
      en: "100% cotton seersucker: two warp beams at different tensions weave alternate puckered and flat stripes. The puckers hold the cloth away from the skin, so it stays cool and needs no ironing, which is why it has no finish at all. 105–115 g/m², in blue, red and green stripes on white; for men's, women's and children's summer shirts.",
      de: "Seersucker aus 100 % Baumwolle: Zwei Kettbäume mit unterschiedlicher Spannung weben abwechselnd gekräuselte und glatte Streifen. Die Kräuselung hält den Stoff von der Haut fern – er bleibt kühl und muss nicht gebügelt werden, daher kommt er ganz ohne Ausrüstung aus. 105–115 g/m², mit blauen, roten und grünen Streifen auf Weiß; für Sommerhemden für Damen, Herren und Kinder.",
      es: "Sirsaca 100 % algodón: dos plegadores de urdimbre con distinta tensión tejen rayas alternas fruncidas y lisas. El fruncido separa el tejido de la piel, de modo que resulta fresco y no necesita plancha; por eso no lleva ningún acabado. 105–115 g/m², con rayas azules, rojas y verdes sobre blanco; para camisas de verano de caballero, de señora e infantiles.",
      fr: "Seersucker 100 % coton : deux ensouples de chaîne à tensions différentes tissent en alternance des rayures gaufrées et des rayures plates. Le gaufrage éloigne le tissu de la peau : il reste frais et se passe de repassage, c'est pourquoi il ne reçoit aucun apprêt. 105–115 g/m², rayures bleues, rouges et vertes sur fond blanc ; pour chemises d'été homme, femme et enfant.",
    },
    pictures: [
      {
        kind: "plain",
        warp: [...repeat(WHITE, 6), ...repeat([118, 160, 212], 6)],
        weft: [WHITE],
        pitch: 10,
        slub: 0.3,
        angle: 2,
        seed: 161,
      },
    ],
  },
  {
    collection: "ss_main",
    name: {
      tr: "Pamuklu vual",
      en: "Cotton voile",
      de: "Baumwollvoile",
      es: "Voile de algodón",
      fr: "Voile de coton",
    },
    description: {
      tr: "İnce kompakt ipliklerden, seyrek bezayağı örgüyle dokunan %100 pamuk, hafif ve havadar vual. Merserize apre ona ipeksi bir tuşe ve yumuşak bir parlaklık verir; büzgülü ve kat kat kullanımda kalınlık yapmaz. 65–75 g/m²; beyaz, ekru, pudra pembesi ve gök mavisi renklerde, kadın bluzları ve çocuk yazlık giyimi için.",
      en: "A sheer, airy voile in 100% cotton, woven from fine compact yarns in an open plain weave. Mercerising gives it a silky touch and a gentle sheen; it is light enough to gather and layer without bulk. 65–75 g/m², in white, ecru, powder pink and sky blue; for women's blouses and children's summer wear.",
      de: "Zarter, luftiger Voile aus 100 % Baumwolle, aus feinen Kompaktgarnen in offener Leinwandbindung gewebt. Die Merzerisierung gibt ihm einen seidigen Griff und sanften Glanz; er ist leicht genug, um ihn zu raffen und in Lagen zu verarbeiten, ohne aufzutragen. 65–75 g/m², in Weiß, Ecru, Puderrosa und Himmelblau; für Damenblusen und sommerliche Kindermode.",
      es: "Voile de algodón 100 %, ligero y vaporoso, tejido con hilos compactos finos en un tafetán abierto. El mercerizado le da un tacto sedoso y un brillo suave; es tan ligero que se puede fruncir y superponer sin abultar. 65–75 g/m², en blanco, crudo, rosa empolvado y azul cielo; para blusas de señora y moda infantil de verano.",
      fr: "Voile 100 % coton, léger et aérien, tissé en fils compacts fins dans une armure toile ouverte. Le mercerisage lui donne un toucher soyeux et un brillant doux ; il est assez léger pour être froncé et superposé sans épaisseur. 65–75 g/m², en blanc, écru, rose poudré et bleu ciel ; pour blouses femme et vêtements d'été enfant.",
    },
    pictures: [
      {
        kind: "plain",
        warp: [[250, 249, 246]],
        weft: [[246, 245, 240]],
        pitch: 7,
        heather: 0.1,
        angle: -2,
        seed: 171,
      },
    ],
  },
  {
    collection: "ss_capsule",
    name: {
      tr: "Organik pamuklu baskılı vual",
      en: "Printed organic voile",
      de: "Bedruckter Bio-Voile",
      es: "Voile estampado de algodón orgánico",
      fr: "Voile imprimé en coton biologique",
    },
    description: {
      tr: "%100 organik pamuk vual; küçük çiçek, serpme ve şal deseni motifler GOTS onaylı reaktif boyalarla basılır. Baskıdan sonra yıkanarak yumuşak bir tuşeye kavuşur, başka bir apre uygulanmaz; üretim zincirinin tamamı GOTS sertifikalıdır. 70–80 g/m²; kendi desenlerimiz veya müşterinin desenleriyle, desen başına 600 metreden itibaren; kadın bluz ve elbiseleri ile çocuk giyimi için.",
      en: "A voile in 100% organic cotton, printed with GOTS-approved reactive dyes in small florals, ditsies and paisleys. After printing it is washed for a soft hand, with no further finish, and the whole chain is certified to GOTS. 70–80 g/m², in our designs or the customer's own, from 600 m per design; for women's blouses and dresses and children's wear.",
      de: "Voile aus 100 % Bio-Baumwolle, mit GOTS-zugelassenen Reaktivfarbstoffen bedruckt: kleine Blumen, Streumuster und Paisleys. Nach dem Druck wird der Stoff für einen weichen Griff gewaschen und nicht weiter ausgerüstet; die gesamte Kette ist nach GOTS zertifiziert. 70–80 g/m², mit unseren Dessins oder Kundendessins, ab 600 m je Dessin; für Damenblusen und -kleider sowie Kindermode.",
      es: "Voile de algodón orgánico 100 %, estampado con colorantes reactivos aprobados por GOTS en florecitas, motivos menudos y cachemires. Tras el estampado se lava para suavizar el tacto, sin ningún otro acabado, y toda la cadena tiene certificación GOTS. 70–80 g/m², con nuestros diseños o los del cliente, desde 600 m por diseño; para blusas y vestidos de señora y moda infantil.",
      fr: "Voile 100 % coton biologique, imprimé aux colorants réactifs agréés GOTS : petites fleurs, semis et cachemires. Après impression, il est lavé pour une main douce, sans autre apprêt, et toute la chaîne est certifiée GOTS. 70–80 g/m², dans nos dessins ou ceux du client, à partir de 600 m par dessin ; pour blouses et robes femme et vêtements enfant.",
    },
    pictures: [
      {
        kind: "plain",
        warp: [ECRU, ECRU, ECRU, [204, 112, 84], ECRU, ECRU, [150, 170, 128]],
        weft: [ECRU, ECRU, [214, 136, 108], ECRU],
        pitch: 8,
        angle: 1,
        seed: 181,
      },
    ],
  },
  {
    collection: "aw_capsule",
    name: {
      tr: "İplik boyalı ekose dimi",
      en: "Yarn-dyed twill check",
      de: "Garngefärbter Karo-Twill",
      es: "Sarga de cuadros teñida en hilo",
      fr: "Sergé à carreaux teint en fil",
    },
    description: {
      tr: "Deseni iplik boyalı çözgü ve atkıyla dokunan %100 pamuk dimi: sonbahar renklerinde tattersall, glen ekose ve tartan kareler. Şeftali tüyü (zımpara) apresi, deseni örtmeden yüzeye yumuşak, süet benzeri bir tuşe verir. 145–155 g/m²; arşivimizdeki renk kombinasyonlarıyla veya siparişe özel geliştirilen karelerle, erkek ve kadın sonbahar–kış gömlekleri için.",
      en: "A 100% cotton twill with the check woven from yarn-dyed warp and weft: tattersalls, glen checks and tartans in autumn colours. A peached finish gives the surface a soft, suede-like touch without blurring the pattern. 145–155 g/m², in colourings from our archive or developed to order; for men's and women's autumn–winter shirts.",
      de: "Köper aus 100 % Baumwolle, dessen Karo aus garngefärbter Kette und garngefärbtem Schuss gewebt wird: Tattersall-, Glencheck- und Schottenkaros in Herbstfarben. Die gepfirsichte Ausrüstung gibt der Oberfläche einen weichen, wildlederartigen Griff, ohne das Muster zu verwischen. 145–155 g/m², in Kolorierungen aus unserem Archiv oder nach Kundenwunsch entwickelt; für Herbst-Winter-Hemden für Damen und Herren.",
      es: "Sarga 100 % algodón con los cuadros tejidos en urdimbre y trama teñidas en hilo: tattersall, príncipe de Gales y tartán en colores de otoño. El acabado melocotón da a la superficie un tacto suave, como de ante, sin apagar el dibujo. 145–155 g/m², en coloridos de nuestro archivo o desarrollados a medida; para camisas de otoño-invierno de caballero y de señora.",
      fr: "Sergé 100 % coton dont les carreaux sont tissés en chaîne et trame teintes en fil : tattersall, prince-de-galles et tartans aux couleurs d'automne. L'apprêt peau de pêche donne à la surface un toucher doux, proche du suède, sans estomper le dessin. 145–155 g/m², dans les coloris de nos archives ou développés à la demande ; pour chemises automne-hiver homme et femme.",
    },
    pictures: [{ kind: "twill", warp: TATTERSALL, weft: TATTERSALL, pitch: 9, angle: -2, seed: 191 }],
  },
  {
    collection: "aw_main",
    name: {
      tr: "Streç poplin",
      en: "Stretch poplin",
      de: "Stretch-Popeline",
      es: "Popelín elástico",
      fr: "Popeline stretch",
    },
    description: {
      tr: "%97 pamuk ve %3 elastandan poplin; atkıdaki elastan çekirdekli iplikler enine rahat bir esneklik sağlar. Termofikse edilen ve kolay ütü apresi uygulanan kumaş, giyim ve yıkamadan sonra formunu geri kazanır; dar kesim gömlekler ve vücuda oturan bluzlar için idealdir. 120–130 g/m²; beyaz, açık mavi, pembe ve siyah renklerde, erkek ve kadın gömlekleri için.",
      en: "Poplin of 97% cotton and 3% elastane, with elastane-core yarns in the weft for comfortable stretch across the body. Heat-set and easy-care finished, it recovers its shape after wear and washing: the cloth for slim-fit shirts and fitted blouses. 120–130 g/m², in white, light blue, pink and black; for men's and women's shirts.",
      de: "Popeline aus 97 % Baumwolle und 3 % Elasthan; Garne mit Elasthankern im Schuss sorgen für bequeme Querelastizität. Thermofixiert und pflegeleicht ausgerüstet, kehrt sie nach Tragen und Waschen in ihre Form zurück – der Stoff für Slim-Fit-Hemden und taillierte Blusen. 120–130 g/m², in Weiß, Hellblau, Rosa und Schwarz; für Damen- und Herrenhemden.",
      es: "Popelín de 97 % algodón y 3 % elastano, con hilos de alma de elastano en la trama que dan una elasticidad cómoda a lo ancho. Termofijado y con acabado de fácil planchado, recupera la forma tras el uso y el lavado: el tejido para camisas entalladas y blusas ajustadas. 120–130 g/m², en blanco, azul claro, rosa y negro; para camisas de caballero y de señora.",
      fr: "Popeline 97 % coton, 3 % élasthanne, avec des fils à âme élasthanne en trame pour une élasticité confortable dans la largeur. Thermofixée et apprêtée entretien facile, elle reprend sa forme après le porter et le lavage : le tissu des chemises ajustées et des blouses cintrées. 120–130 g/m², en blanc, bleu clair, rose et noir ; pour chemises homme et femme.",
    },
    pictures: [
      { kind: "plain", warp: [[186, 208, 234]], weft: [[198, 216, 238]], pitch: 9, angle: 3, seed: 201 },
    ],
  },
  {
    collection: "aw_capsule",
    name: {
      tr: "Pamuklu jakar",
      en: "Cotton jacquard",
      de: "Baumwoll-Jacquard",
      es: "Jacquard de algodón",
      fr: "Jacquard de coton",
    },
    description: {
      tr: "İnce çift katlı ipliklerden %100 pamuk jakar; ton sür ton şal desenleri, fular motifleri ve çiçekler jakar tezgâhında dokunur. Merserize apre, saten görünümlü motifle zemin arasındaki kontrastı öne çıkarır. 125–135 g/m²; beyaz, fildişi, lacivert ve bordo renklerde, desenler siparişe göre geliştirilir; erkek ve kadın gece ve davet gömlekleri için.",
      en: "A 100% cotton jacquard in fine two-ply yarns, with tonal paisleys, foulard motifs and florals woven in on the jacquard loom. Mercerising brings out the contrast between the satin-like motif and the ground. 125–135 g/m², in white, ivory, navy and burgundy, with designs developed to order; for men's and women's evening and occasion shirts.",
      de: "Jacquard aus 100 % Baumwolle in feinen Zwirnen, mit Ton-in-Ton-Paisleys, Foulardmotiven und Blumen, die auf der Jacquardmaschine eingewebt werden. Die Merzerisierung betont den Kontrast zwischen dem satinartigen Motiv und dem Grund. 125–135 g/m², in Weiß, Elfenbein, Marine und Bordeaux, Dessins nach Kundenwunsch; für Abend- und Anlasshemden für Damen und Herren.",
      es: "Jacquard 100 % algodón en hilos finos a dos cabos, con cachemires, motivos de fular y flores en tono sobre tono tejidos en el telar jacquard. El mercerizado realza el contraste entre el motivo satinado y el fondo. 125–135 g/m², en blanco, marfil, marino y burdeos, con diseños desarrollados a medida; para camisas de noche y de ceremonia de caballero y de señora.",
      fr: "Jacquard 100 % coton en fils retors fins, aux cachemires, motifs foulard et fleurs ton sur ton tissés sur métier jacquard. Le mercerisage fait ressortir le contraste entre le motif satiné et le fond. 125–135 g/m², en blanc, ivoire, marine et bordeaux, dessins développés à la demande ; pour chemises de soirée et de cérémonie homme et femme.",
    },
    pictures: [
      {
        kind: "twill",
        warp: [...repeat(NAVY, 4), ...repeat([64, 80, 118], 4)],
        weft: [...repeat([44, 58, 92], 3), ...repeat([58, 72, 108], 3)],
        pitch: 11,
        angle: -2,
        seed: 211,
      },
    ],
  },
  {
    collection: "ss_capsule",
    name: {
      tr: "Liyosel-pamuk dimi",
      en: "Lyocell-cotton twill",
      de: "Lyocell-Baumwoll-Twill",
      es: "Sarga de lyocell y algodón",
      fr: "Sergé lyocell-coton",
    },
    description: {
      tr: "%50 liyosel ve %50 pamuktan ince dimi. Odun hamurundan, çözücüsü kapalı devrede geri kazanılarak üretilen liyosel serin ve akıcı bir döküm ile yumuşak bir parlaklık verir; hafif şeftali tüyü apresi tuşeyi daha da pürüzsüz kılar. 110–120 g/m²; kum, adaçayı, gül kurusu ve beyaz renklerde, kadın gömlek ve bluzları ile erkek rahat kesim gömlekleri için.",
      en: "A fine twill of 50% lyocell and 50% cotton. Lyocell, made from wood pulp with its solvent recovered in a closed loop, gives a cool, fluid drape and a soft lustre; a light peached finish makes the hand smoother still. 110–120 g/m², in sand, sage, dusty pink and white; for women's shirts and blouses and men's relaxed shirts.",
      de: "Feiner Twill aus 50 % Lyocell und 50 % Baumwolle. Lyocell, aus Holzzellstoff in einem geschlossenen Lösungsmittelkreislauf hergestellt, verleiht einen kühlen, fließenden Fall und sanften Glanz; eine leicht gepfirsichte Oberfläche macht den Griff noch weicher. 110–120 g/m², in Sand, Salbei, Altrosa und Weiß; für Damenhemden und -blusen sowie lässige Herrenhemden.",
      es: "Sarga fina de 50 % lyocell y 50 % algodón. El lyocell, obtenido de pulpa de madera en un circuito cerrado de disolvente, aporta una caída fresca y fluida y un brillo suave; un ligero acabado melocotón hace el tacto aún más sedoso. 110–120 g/m², en arena, salvia, rosa palo y blanco; para camisas y blusas de señora y camisas informales de caballero.",
      fr: "Sergé fin 50 % lyocell, 50 % coton. Le lyocell, fabriqué à partir de pulpe de bois en circuit de solvant fermé, apporte un tombé frais et fluide et un brillant doux ; un léger apprêt peau de pêche rend la main plus douce encore. 110–120 g/m², en sable, sauge, vieux rose et blanc ; pour chemises et blouses femme et chemises décontractées homme.",
    },
    pictures: [
      {
        kind: "twill",
        warp: [[178, 190, 168]],
        weft: [[190, 200, 180]],
        pitch: 10,
        heather: 0.1,
        angle: 2,
        seed: 221,
      },
    ],
  },
  {
    collection: "ss_main",
    name: {
      tr: "Viskon-keten",
      en: "Viscose-linen blend",
      de: "Viskose-Leinen-Mischung",
      es: "Mezcla de viscosa y lino",
      fr: "Mélange viscose-lin",
    },
    description: {
      tr: "Kadın bluzları için geliştirilmiş, %70 viskon ve %30 ketenden bezayağı kumaş: viskon akıcı bir döküm ve serin, pürüzsüz bir tuşe, keten ise kuru bir tutum ve hafif bir flam dokusu verir. Yumuşatma yıkamasından geçer, kimyasal apre uygulanmaz; saf ketenden daha az kırışır ve renkleri canlı alır. 115–125 g/m²; kiremit, toprak sarısı, zeytin yeşili, beyaz ve siyah renklerde, kadın bluzları, gömlek elbiseler ve bol kesim yazlık gömlekler için.",
      en: "A plain weave of 70% viscose and 30% linen, made for women's blouses: viscose gives a fluid drape and a cool, smooth touch, linen a dry hand and a light slub. Soft-washed with no chemical finish, it creases less than pure linen and takes colour brilliantly. 115–125 g/m², in terracotta, ochre, olive, white and black; for women's blouses, shirt dresses and loose summer shirts.",
      de: "Leinwandbindung aus 70 % Viskose und 30 % Leinen, gemacht für Damenblusen: Die Viskose sorgt für fließenden Fall und einen kühlen, glatten Griff, das Leinen für eine trockene Haptik und leichte Flammen. Weich gewaschen und ohne chemische Ausrüstung, knittert sie weniger als reines Leinen und nimmt Farben besonders leuchtend an. 115–125 g/m², in Terrakotta, Ocker, Oliv, Weiß und Schwarz; für Damenblusen, Hemdblusenkleider und weite Sommerhemden.",
      es: "Tafetán de 70 % viscosa y 30 % lino pensado para la blusa de señora: la viscosa aporta una caída fluida y un tacto fresco y liso; el lino, un tacto seco y un ligero flameado. Con lavado suavizante y sin acabados químicos, se arruga menos que el lino puro y toma los colores con gran viveza. 115–125 g/m², en terracota, ocre, oliva, blanco y negro; para blusas, vestidos camiseros y camisas amplias de verano de señora.",
      fr: "Armure toile 70 % viscose, 30 % lin, pensée pour la blouse femme : la viscose apporte un tombé fluide et un toucher frais et lisse, le lin une main sèche et un léger flammé. Lavée pour l'assouplir et sans apprêt chimique, elle se froisse moins que le lin pur et prend la teinture avec éclat. 115–125 g/m², en terracotta, ocre, olive, blanc et noir ; pour blouses, robes-chemises et chemises d'été amples femme.",
    },
    pictures: [
      {
        kind: "plain",
        warp: [[192, 116, 88]],
        weft: [[204, 130, 102]],
        pitch: 12,
        slub: 0.6,
        heather: 0.35,
        angle: -3,
        seed: 231,
      },
    ],
  },
  {
    collection: "aw_capsule",
    name: {
      tr: "Çizgili Oxford",
      en: "Oxford stripe",
      de: "Oxford-Streifen",
      es: "Oxford de rayas",
      fr: "Oxford rayé",
    },
    description: {
      tr: "Klasik Oxford'umuz, çözgüde iplik boyalı çizgilerle: beyaz zemin üzerine geniş, Bengal ve kalem çizgiler; %100 pamuk. Çift atkı ipliği tanıdık sepet dokusunu verir, kolay ütü apresi sık yıkamada bile derli toplu kalmasını sağlar. 140–150 g/m²; mavi, pembe, yeşil ve bordo çizgilerle, erkek düğmeli yaka (button-down) gömlekleri ve çocuk gömlekleri için.",
      en: "Our classic Oxford in 100% cotton with yarn-dyed stripes in the warp: university, Bengal and pencil stripes on a white ground. Paired weft yarns give the familiar basket texture, and an easy-care finish keeps it neat through frequent washing. 140–150 g/m², in blue, pink, green and burgundy stripes; for men's button-down shirts and children's shirts.",
      de: "Unser klassisches Oxford aus 100 % Baumwolle mit garngefärbten Streifen in der Kette: breite Streifen, Bengal- und Nadelstreifen auf weißem Grund. Paarweise eingetragene Schussfäden ergeben die vertraute Panama-Struktur, die pflegeleichte Ausrüstung hält den Stoff auch bei häufigem Waschen in Form. 140–150 g/m², mit Streifen in Blau, Rosa, Grün und Bordeaux; für Button-down-Herrenhemden und Kinderhemden.",
      es: "Nuestro oxford clásico 100 % algodón con rayas teñidas en hilo en la urdimbre: rayas anchas, rayas bengala y rayas finas sobre fondo blanco. La trama a doble hilo le da su conocida textura de cesta, y el acabado de fácil planchado lo mantiene impecable pese a los lavados frecuentes. 140–150 g/m², con rayas azules, rosas, verdes y burdeos; para camisas de caballero de cuello abotonado y camisas infantiles.",
      fr: "Notre Oxford classique 100 % coton à rayures teintes en fil dans la chaîne : rayures larges, bengale et fines sur fond blanc. Les fils de trame doublés lui donnent sa texture natté familière, et l'apprêt entretien facile le garde net malgré des lavages fréquents. 140–150 g/m², rayures bleues, roses, vertes et bordeaux ; pour chemises homme à col boutonné et chemises enfant.",
    },
    pictures: [
      {
        kind: "oxford",
        warp: [...repeat([122, 162, 212], 6), ...repeat(WHITE, 6)],
        weft: [WHITE],
        pitch: 11,
        angle: 2,
        seed: 241,
      },
    ],
  },
];
