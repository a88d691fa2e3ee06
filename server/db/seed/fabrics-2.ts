/**
 * Demo fabrics 7 to 15 (after the six of fabrics.ts): organic, recycled, linen and business
 * shirtings. Their cards are in fabric-cards-2.ts, in the same order.
 */
import type { SeedFabric } from "./fabrics";
import type { Rgb } from "./weave";

const WHITE: Rgb = [244, 245, 246];

export const FABRICS_2: SeedFabric[] = [
  {
    collection: "ss_capsule",
    name: {
      tr: "Organik pamuklu poplin",
      en: "Organic cotton poplin",
      de: "Bio-Baumwollpopeline",
      es: "Popelín de algodón orgánico",
      fr: "Popeline de coton biologique",
    },
    description: {
      tr: "Tarladan kumaşa kadar izlenebilen %100 organik pamuktan, bezayağı örgülü poplin; GOTS sertifikalıdır. Klasik poplinimizin pürüzsüz yüzeyini ve diri tutumunu taşır; merserize apre ona parlaklık verir, reçineli apre uygulanmaz. 110–120 g/m²; doğal beyaz, beyaz ve açık mavi renklerde, erkek, kadın ve çocuk gömlekleri için.",
      en: "A plain-weave poplin in 100% organic cotton, traceable from the field to the finished cloth and certified to GOTS. It has the smooth face and crisp hand of our classic poplin, with a mercerised finish for lustre and no resin treatment. 110–120 g/m², in natural white, white and light blue; for men's, women's and children's shirts.",
      de: "Popeline in Leinwandbindung aus 100 % Bio-Baumwolle, vom Feld bis zum fertigen Stoff rückverfolgbar und nach GOTS zertifiziert. Sie hat die glatte Oberfläche und den frischen Griff unserer klassischen Popeline; die Merzerisierung gibt ihr Glanz, auf Kunstharzausrüstung verzichten wir. 110–120 g/m², in Naturweiß, Weiß und Hellblau; für Herren-, Damen- und Kinderhemden.",
      es: "Popelín en ligamento tafetán de algodón orgánico 100 %, trazable desde el campo hasta el tejido acabado y con certificación GOTS. Tiene la superficie lisa y el tacto firme de nuestro popelín clásico, con acabado mercerizado para darle brillo y sin tratamientos con resinas. 110–120 g/m², en blanco natural, blanco y azul claro; para camisas de caballero, de señora e infantiles.",
      fr: "Popeline en armure toile, 100 % coton biologique, traçable du champ au tissu fini et certifiée GOTS. Elle a la surface lisse et la main nette de notre popeline classique, avec un mercerisage qui lui donne son brillant et sans apprêt à base de résine. 110–120 g/m², en blanc naturel, blanc et bleu clair ; pour chemises homme, femme et enfant.",
    },
    pictures: [
      { kind: "plain", warp: [[245, 241, 230]], weft: [[240, 235, 222]], pitch: 9, angle: 2, seed: 71 },
    ],
  },
  {
    collection: "ss_capsule",
    name: {
      tr: "Organik keten-pamuk dimi",
      en: "Organic linen-cotton twill",
      de: "Bio-Leinen-Baumwoll-Twill",
      es: "Sarga de lino y algodón orgánicos",
      fr: "Sergé lin et coton biologiques",
    },
    description: {
      tr: "%55 organik keten ve %45 organik pamuktan dimi: çözgüsü organik pamuk, atkısı keten; GOTS sertifikalıdır. İnce çapraz örgü ketene daha düzgün bir yüzey ve daha yumuşak bir döküm verir, bezayağı ketenden daha az kırışır; kimyasal apre uygulanmaz. 120–130 g/m²; doğal keten, beyaz ve adaçayı yeşilinde, erkek ve kadın yazlık gömlekleri için.",
      en: "A twill of 55% organic linen and 45% organic cotton, with an organic-cotton warp and a linen weft, certified to GOTS. The fine diagonal gives linen a smoother face and a softer drape, and it creases less than a plain-weave linen; no chemical finish is applied. 120–130 g/m², in natural flax, white and sage; for men's and women's summer shirts.",
      de: "Köper aus 55 % Bio-Leinen und 45 % Bio-Baumwolle – Kette aus Bio-Baumwolle, Schuss aus Leinen –, zertifiziert nach GOTS. Der feine Diagonalgrat gibt dem Leinen eine glattere Oberfläche und einen weicheren Fall; der Stoff knittert weniger als Leinen in Leinwandbindung und bleibt ohne chemische Ausrüstung. 120–130 g/m², in Flachsnatur, Weiß und Salbei; für Sommerhemden für Damen und Herren.",
      es: "Sarga de 55 % lino orgánico y 45 % algodón orgánico, con urdimbre de algodón y trama de lino, con certificación GOTS. La diagonal fina da al lino una superficie más lisa y una caída más suave, y se arruga menos que un lino en tafetán; no lleva acabados químicos. 120–130 g/m², en lino natural, blanco y verde salvia; para camisas de verano de caballero y de señora.",
      fr: "Sergé 55 % lin biologique, 45 % coton biologique – chaîne coton, trame lin –, certifié GOTS. La fine diagonale donne au lin une surface plus lisse et un tombé plus souple, et il se froisse moins qu'un lin en armure toile ; aucun apprêt chimique. 120–130 g/m², en lin naturel, blanc et vert sauge ; pour chemises d'été homme et femme.",
    },
    pictures: [
      {
        kind: "twill",
        warp: [[222, 210, 184]],
        weft: [[200, 186, 156]],
        pitch: 12,
        slub: 0.6,
        heather: 0.4,
        angle: -3,
        seed: 81,
      },
    ],
  },
  {
    collection: "ss_main",
    name: {
      tr: "Keten dimi",
      en: "Linen twill",
      de: "Leinen-Twill",
      es: "Sarga de lino",
      fr: "Sergé de lin",
    },
    description: {
      tr: "2/1 dimi örgülü %100 keten; bezayağı ketenimizden biraz daha sık ve daha akışkan. Çapraz örgü ketenin sert tutumunu yumuşatır ve kırışıklığı iyi gizler, gömlek sıcak bir günün sonunda bile derli toplu görünür; apre uygulanmaz, ketenin doğal flamları ve parlaklığı olduğu gibi kalır. 130–140 g/m²; ekru, taş, açık mavi ve zeytin yeşilinde, erkek ve kadın gömlekleri ile gömlek-ceketler için.",
      en: "100% linen in a 2/1 twill, a little denser and more fluid than our plain-weave linen. The diagonal softens linen's crisp hand and hides creases well, so the shirt still looks neat at the end of a warm day; it has no finish, leaving the linen's own slubs and lustre as they are. 130–140 g/m², in ecru, stone, light blue and olive; for men's and women's shirts and overshirts.",
      de: "100 % Leinen in 2/1-Köperbindung, etwas dichter und fließender als unser Leinen in Leinwandbindung. Der Köpergrat mildert den festen Leinengriff und kaschiert Knitterfalten gut, sodass das Hemd auch am Ende eines warmen Tages ordentlich aussieht; ohne Ausrüstung, Flammen und Glanz des Leinens bleiben unverändert. 130–140 g/m², in Ecru, Stein, Hellblau und Oliv; für Damen- und Herrenhemden sowie Overshirts.",
      es: "Lino 100 % en sarga 2/1, algo más tupido y fluido que nuestro lino en tafetán. La diagonal suaviza el tacto seco del lino y disimula bien las arrugas, de modo que la camisa sigue impecable al final de un día de calor; sin acabados, con los flameados y el brillo propios del lino. 130–140 g/m², en crudo, piedra, azul claro y oliva; para camisas de caballero y de señora y sobrecamisas.",
      fr: "100 % lin en sergé 2/1, un peu plus serré et plus fluide que notre lin en armure toile. La diagonale adoucit la main sèche du lin et dissimule bien les plis : la chemise reste nette au terme d'une journée chaude ; sans apprêt, le lin garde ses flammes et son brillant naturels. 130–140 g/m², en écru, pierre, bleu clair et olive ; pour chemises homme et femme et surchemises.",
    },
    pictures: [
      {
        kind: "twill",
        warp: [[196, 188, 170]],
        weft: [[212, 206, 190]],
        pitch: 13,
        slub: 0.9,
        heather: 0.35,
        angle: 2,
        seed: 91,
      },
    ],
  },
  {
    collection: "ss_capsule",
    name: {
      tr: "Geri dönüştürülmüş poplin",
      en: "Recycled poplin",
      de: "Recycling-Popeline",
      es: "Popelín reciclado",
      fr: "Popeline recyclée",
    },
    description: {
      tr: "Tamamen geri dönüştürülmüş liflerden poplin: kesimhane atıklarından elde edilen %50 geri dönüştürülmüş pamuk ve PET şişelerden %50 geri dönüştürülmüş polyester; GRS sertifikalıdır. Polyester kumaşa mukavemet kazandırır, kolay ütü apresi yıkamadan sonra pürüzsüz kalmasını sağlar; geri dönüştürülmüş pamuk ise yumuşak ve hafif melanj bir görünüm verir. 115–125 g/m²; beyaz, açık mavi ve gri melanj renklerde, erkek ve kadın gömlekleri için.",
      en: "A poplin made entirely from recycled fibres: 50% recycled cotton from cutting-room waste and 50% recycled polyester from PET bottles, certified to GRS. The polyester gives strength and an easy-care finish keeps it smooth after washing, while the recycled cotton gives a soft, lightly heathered look. 115–125 g/m², in white, light blue and grey mélange; for men's and women's shirts.",
      de: "Popeline vollständig aus Recyclingfasern: 50 % recycelte Baumwolle aus Zuschnittresten und 50 % recyceltes Polyester aus PET-Flaschen, zertifiziert nach GRS. Das Polyester sorgt für Festigkeit, die pflegeleichte Ausrüstung hält den Stoff nach der Wäsche glatt, und die recycelte Baumwolle ergibt eine weiche, leicht melierte Optik. 115–125 g/m², in Weiß, Hellblau und Grau meliert; für Damen- und Herrenhemden.",
      es: "Popelín hecho íntegramente con fibras recicladas: 50 % algodón reciclado procedente de recortes de confección y 50 % poliéster reciclado de botellas PET, con certificación GRS. El poliéster aporta resistencia y el acabado de fácil planchado lo mantiene liso tras el lavado, mientras que el algodón reciclado le da un aspecto suave y ligeramente jaspeado. 115–125 g/m², en blanco, azul claro y gris jaspeado; para camisas de caballero y de señora.",
      fr: "Popeline entièrement issue de fibres recyclées : 50 % coton recyclé provenant de chutes de coupe et 50 % polyester recyclé de bouteilles PET, certifiée GRS. Le polyester apporte la solidité et l'apprêt entretien facile la garde lisse après lavage, tandis que le coton recyclé lui donne un aspect doux et légèrement chiné. 115–125 g/m², en blanc, bleu clair et gris chiné ; pour chemises homme et femme.",
    },
    pictures: [
      {
        kind: "plain",
        warp: [[178, 196, 216]],
        weft: [[200, 208, 216]],
        pitch: 10,
        heather: 0.5,
        angle: -1,
        seed: 101,
      },
    ],
  },
  {
    collection: "aw_capsule",
    name: {
      tr: "Geri dönüştürülmüş flanel",
      en: "Recycled flannel",
      de: "Recycling-Flanell",
      es: "Franela reciclada",
      fr: "Flanelle recyclée",
    },
    description: {
      tr: "%60 geri dönüştürülmüş pamuk ve %40 geri dönüştürülmüş polyesterden flanel; GRS sertifikalıdır ve iki yüzü şardonlanarak sıcak, tüylü bir tutuma kavuşturulur. Geri dönüştürülmüş pamuk renklerine göre ayrıştırılıp boyanmadan eğrilir; kumaş doğal melanj görünümünü buradan alır ve boyama aşamasına gerek kalmaz. 165–175 g/m²; gri, yulaf ve lacivert melanj renklerde, erkek, kadın ve çocuk kışlık gömlekleri ile gömlek-ceketler için.",
      en: "A flannel of 60% recycled cotton and 40% recycled polyester, certified to GRS and brushed on both sides for a warm, downy hand. The recycled cotton is sorted by colour and spun undyed, which gives the cloth its natural heather and saves a dyeing step. 165–175 g/m², in grey, oatmeal and navy mélange; for men's, women's and children's winter shirts and overshirts.",
      de: "Flanell aus 60 % recycelter Baumwolle und 40 % recyceltem Polyester, zertifiziert nach GRS und beidseitig gerauht für einen warmen, flauschigen Griff. Die recycelte Baumwolle wird nach Farben sortiert und ungefärbt versponnen: Das ergibt die natürliche Melange und spart einen Färbeprozess. 165–175 g/m², in Grau, Haferbeige und Marine meliert; für Winterhemden und Overshirts für Damen, Herren und Kinder.",
      es: "Franela de 60 % algodón reciclado y 40 % poliéster reciclado, con certificación GRS, perchada por ambas caras para un tacto cálido y mullido. El algodón reciclado se clasifica por colores y se hila sin teñir, lo que da al tejido su jaspeado natural y ahorra un proceso de tintura. 165–175 g/m², en gris, avena y marino jaspeados; para camisas y sobrecamisas de invierno de caballero, de señora e infantiles.",
      fr: "Flanelle 60 % coton recyclé, 40 % polyester recyclé, certifiée GRS et grattée sur les deux faces pour une main chaude et duveteuse. Le coton recyclé est trié par couleurs et filé sans teinture : le tissu y gagne son chiné naturel et fait l'économie d'une teinture. 165–175 g/m², en gris, avoine et marine chinés ; pour chemises et surchemises d'hiver homme, femme et enfant.",
    },
    pictures: [
      {
        kind: "twill",
        warp: [[128, 130, 134]],
        weft: [[152, 152, 154]],
        pitch: 13,
        heather: 0.6,
        angle: 3,
        seed: 111,
      },
    ],
  },
  {
    collection: "ss_main",
    name: {
      tr: "Pamuk-keten şambre",
      en: "Cotton-linen chambray",
      de: "Baumwoll-Leinen-Chambray",
      es: "Chambray de algodón y lino",
      fr: "Chambray coton-lin",
    },
    description: {
      tr: "İndigo boyalı pamuk çözgü ve doğal keten atkıyla dokunan şambre: %60 pamuk, %40 keten. Beyaz atkı mavinin arasından görünerek şambreye özgü yumuşak, solgun görünümü verir, keten ise serinlik ve hafif bir flam dokusu katar; apre uygulanmaz. 125–135 g/m²; açık, orta ve koyu indigo tonlarında, erkek, kadın ve çocuk yazlık gömlekleri için.",
      en: "Chambray woven from an indigo-dyed cotton warp and a natural linen weft: 60% cotton, 40% linen. The pale weft shows through the blue for chambray's soft, faded look, and the linen adds coolness and a light slub; no finish is applied. 125–135 g/m², in light, mid and dark indigo; for men's, women's and children's summer shirts.",
      de: "Chambray aus indigogefärbter Baumwollkette und naturfarbenem Leinenschuss: 60 % Baumwolle, 40 % Leinen. Der helle Schuss scheint durch das Blau und ergibt den typischen weichen, verwaschenen Chambray-Look; das Leinen bringt Kühle und leichte Flammen, eine Ausrüstung gibt es nicht. 125–135 g/m², in hellem, mittlerem und dunklem Indigo; für Sommerhemden für Damen, Herren und Kinder.",
      es: "Chambray tejido con urdimbre de algodón teñida en índigo y trama de lino natural: 60 % algodón, 40 % lino. La trama clara asoma entre el azul y da el aspecto suave y desvaído propio del chambray, y el lino aporta frescura y un ligero flameado; sin acabados. 125–135 g/m², en índigo claro, medio y oscuro; para camisas de verano de caballero, de señora e infantiles.",
      fr: "Chambray tissé d'une chaîne coton teinte à l'indigo et d'une trame lin naturel : 60 % coton, 40 % lin. La trame claire transparaît sous le bleu et donne l'aspect doux et délavé du chambray, tandis que le lin apporte fraîcheur et un léger flammé ; sans apprêt. 125–135 g/m², en indigo clair, moyen et foncé ; pour chemises d'été homme, femme et enfant.",
    },
    pictures: [
      {
        kind: "plain",
        warp: [[72, 98, 146]],
        weft: [[232, 230, 222]],
        pitch: 12,
        slub: 0.4,
        heather: 0.35,
        angle: -2,
        seed: 121,
      },
    ],
  },
  {
    collection: "aw_capsule",
    name: {
      tr: "Balıksırtı",
      en: "Cotton herringbone",
      de: "Baumwoll-Fischgrat",
      es: "Espiga de algodón",
      fr: "Chevron de coton",
    },
    description: {
      tr: "%100 çift katlı pamuk iplikten balıksırtı: dimi yönü birkaç milimetrede bir dönerek ince bir zikzak oluşturur. Merserize apre derin bir parlaklık ile dolgun ama esnek bir tutum verir ve düz renk gömleğe sade bir doku katar. 140–150 g/m²; beyaz, açık mavi ve gri renklerde, erkek iş gömlekleri ve resmi gömlekler için.",
      en: "A herringbone in 100% two-ply cotton, the twill reversing every few millimetres into a fine zigzag. Mercerised for a deep lustre and a firm yet supple hand, it gives a plain-coloured shirt quiet texture. 140–150 g/m², in white, light blue and grey; for men's business and formal shirts.",
      de: "Fischgrat aus 100 % zweifach gezwirnter Baumwolle: Der Köpergrat wechselt alle paar Millimeter die Richtung und bildet ein feines Zickzack. Merzerisiert für tiefen Glanz und einen festen, doch geschmeidigen Griff, gibt er einem unifarbenen Hemd eine dezente Struktur. 140–150 g/m², in Weiß, Hellblau und Grau; für Business- und festliche Herrenhemden.",
      es: "Espiga de algodón 100 % a dos cabos: la sarga cambia de sentido cada pocos milímetros y dibuja un fino zigzag. Mercerizada para un brillo profundo y un tacto firme pero flexible, da a la camisa lisa una textura discreta. 140–150 g/m², en blanco, azul claro y gris; para camisas de vestir y de ceremonia de caballero.",
      fr: "Chevron 100 % coton retors, dont le sergé change de sens tous les quelques millimètres pour dessiner un fin zigzag. Mercerisé pour un brillant profond et une main ferme mais souple, il donne à la chemise unie un relief discret. 140–150 g/m², en blanc, bleu clair et gris ; pour chemises de ville et de cérémonie homme.",
    },
    pictures: [{ kind: "twill", warp: [[206, 220, 236]], weft: [WHITE], pitch: 10, angle: 4, seed: 131 }],
  },
  {
    collection: "aw_main",
    name: { tr: "Fil-a-fil", en: "End-on-end", de: "Fil-à-Fil", es: "Fil-a-fil", fr: "Fil-à-fil" },
    description: {
      tr: "%100 çift katlı pamuktan bezayağı: çözgüde renkli ve beyaz iplikler birer birer sıralanarak ince, canlı bir melanj oluşturur. Merserize ve kolay ütü apreli bu kumaş uzaktan düz, yakından dokulu görünür; iş gömleklerinin klasiğidir. 105–115 g/m²; mavi, pembe, gri ve lila renklerde, erkek ve kadın gömlekleri için.",
      en: "A plain weave in 100% two-ply cotton, with coloured and white warp yarns alternating one by one for a fine, lively mélange. Mercerised and easy-care finished, it looks plain from a distance and textured close up: a business classic. 105–115 g/m², in blue, pink, grey and lilac; for men's and women's shirts.",
      de: "Leinwandbindung aus 100 % zweifach gezwirnter Baumwolle, bei der farbige und weiße Kettfäden einzeln abwechseln – das ergibt eine feine, lebendige Melange. Merzerisiert und pflegeleicht ausgerüstet, wirkt der Stoff aus der Ferne uni und aus der Nähe strukturiert: ein Klassiker fürs Businesshemd. 105–115 g/m², in Blau, Rosa, Grau und Flieder; für Damen- und Herrenhemden.",
      es: "Tafetán de algodón 100 % a dos cabos en el que los hilos de urdimbre de color y blancos se alternan uno a uno, con un jaspeado fino y vivo. Mercerizado y con acabado de fácil planchado, parece liso de lejos y texturado de cerca: un clásico de la camisa de vestir. 105–115 g/m², en azul, rosa, gris y lila; para camisas de caballero y de señora.",
      fr: "Armure toile 100 % coton retors où les fils de chaîne teints et blancs alternent un à un, pour un chiné fin et vivant. Mercerisé et apprêté entretien facile, il paraît uni de loin et texturé de près : un classique de la chemise de ville. 105–115 g/m², en bleu, rose, gris et lilas ; pour chemises homme et femme.",
    },
    pictures: [
      { kind: "plain", warp: [[92, 132, 192], WHITE], weft: [WHITE], pitch: 9, angle: -3, seed: 141 },
    ],
  },
  {
    collection: "aw_main",
    name: {
      tr: "Armürlü gömleklik",
      en: "Cotton dobby",
      de: "Baumwoll-Dobby",
      es: "Dobby de algodón",
      fr: "Dobby de coton",
    },
    description: {
      tr: "Küçük geometrik motiflerin (nokta, baklava, mikro çizgi) baskıyla değil, armürlü tezgâhta doğrudan kumaşa dokunduğu %100 pamuk gömleklik. Merserize ve kolay ütü apreli; diri tutumunu ve hafif parlaklığını korur. 120–130 g/m²; beyaz üzeri beyaz ve açık tonlarda, motifler siparişe göre geliştirilir; erkek iş ve resmi gömlekleri için.",
      en: "A 100% cotton shirting in which small geometric motifs (dots, diamonds, micro-stripes) are woven in on the dobby loom rather than printed. Mercerised and easy-care finished, it keeps a crisp hand and a subtle sheen. 120–130 g/m², white-on-white and in pale tones, with motifs developed to order; for men's business and formal shirts.",
      de: "Dobby-Gewebe aus 100 % Baumwolle, bei dem kleine geometrische Motive – Punkte, Rauten, Mikrostreifen – auf der Schaftmaschine eingewebt statt gedruckt werden. Merzerisiert und pflegeleicht ausgerüstet, behält es einen frischen Griff und einen dezenten Glanz. 120–130 g/m², Weiß in Weiß und in zarten Tönen, Motive nach Kundenwunsch; für Business- und festliche Herrenhemden.",
      es: "Tejido dobby 100 % algodón en el que pequeños motivos geométricos —topos, rombos, microrrayas— se tejen en el telar de maquinilla en lugar de estamparse. Mercerizado y con acabado de fácil planchado, conserva un tacto firme y un brillo discreto. 120–130 g/m², blanco sobre blanco y en tonos claros, con motivos desarrollados a medida; para camisas de vestir y de ceremonia de caballero.",
      fr: "Dobby 100 % coton dont les petits motifs géométriques – pois, losanges, micro-rayures – sont tissés sur métier à ratière plutôt qu'imprimés. Mercerisé et apprêté entretien facile, il garde une main nette et un brillant discret. 120–130 g/m², blanc sur blanc et en tons pâles, motifs développés à la demande ; pour chemises de ville et de cérémonie homme.",
    },
    pictures: [
      {
        kind: "twill",
        warp: [WHITE, WHITE, WHITE, WHITE, WHITE, [226, 232, 240], [226, 232, 240], [226, 232, 240]],
        weft: [WHITE],
        pitch: 10,
        angle: 1,
        seed: 151,
      },
    ],
  },
];
