/** Demo open positions on /careers: three jobs a shirting mill hires for, in the five languages. */
import type { EmploymentType, Localized } from "../../../common/constants";
import type { Tx } from "../client";
import { positions } from "../schema";

const DAY_MS = 86_400_000;

type SeedPosition = {
  daysAgo: number;
  title: Localized;
  description: Localized;
  department: string;
  employmentType: EmploymentType;
};

export const SEED_POSITIONS: SeedPosition[] = [
  {
    daysAgo: 4,
    department: "Üretim",
    employmentType: "FULL_TIME",
    title: {
      tr: "Dokuma Teknisyeni",
      en: "Weaving Technician",
      de: "Webereitechniker (m/w/d)",
      fr: "Technicien de tissage",
      es: "Técnico de tejeduría",
    },
    description: {
      tr: "Armürlü ve jakarlı dokuma tezgâhlarımızın ayarı, bakımı ve arıza takibi. Vardiyalı çalışma; tekstil meslek lisesi veya ön lisans mezunu, tercihen dokuma dairesinde en az üç yıl deneyimli.",
      en: "Setting up, maintaining and troubleshooting our dobby and jacquard looms. Shift work; a textile vocational diploma and, ideally, at least three years in a weaving shed.",
      de: "Einrichtung, Wartung und Störungsbehebung unserer Schaft- und Jacquardwebmaschinen. Schichtarbeit; textile Berufsausbildung und möglichst mindestens drei Jahre Erfahrung in einer Weberei.",
      fr: "Réglage, entretien et dépannage de nos métiers à ratière et jacquard. Travail posté ; formation textile et, de préférence, au moins trois ans d'expérience en salle de tissage.",
      es: "Ajuste, mantenimiento y reparación de nuestros telares de maquinilla y jacquard. Trabajo a turnos; formación profesional textil y, preferiblemente, al menos tres años de experiencia en tejeduría.",
    },
  },
  {
    daysAgo: 9,
    department: "İhracat",
    employmentType: "FULL_TIME",
    title: {
      tr: "İhracat Satış Temsilcisi (Fransa ve İspanya)",
      en: "Export Sales Representative (France and Spain)",
      de: "Exportvertrieb (Frankreich und Spanien)",
      fr: "Commercial export (France et Espagne)",
      es: "Representante de ventas de exportación (Francia y España)",
    },
    description: {
      tr: "Fransa ve İspanya'daki gömlek üreticisi ve marka müşterilerimizle ilişkileri yürütmek, numune ve sipariş süreçlerini takip etmek, fuarlarda firmamızı temsil etmek. Çok iyi derecede Fransızca veya İspanyolca ve İngilizce bilen, seyahat engeli olmayan adaylar.",
      en: "Looking after our shirt-maker and brand customers in France and Spain, following samples and orders through, and representing the company at trade fairs. Fluent French or Spanish and English; willing to travel.",
      de: "Betreuung unserer Hemdenhersteller und Markenkunden in Frankreich und Spanien, Begleitung von Mustern und Aufträgen, Vertretung des Unternehmens auf Messen. Verhandlungssicheres Französisch oder Spanisch und Englisch; Reisebereitschaft.",
      fr: "Suivre nos clients chemisiers et marques en France et en Espagne, accompagner les échantillons et les commandes, représenter l'entreprise sur les salons. Français ou espagnol courant et anglais ; disponibilité pour voyager.",
      es: "Atender a nuestros clientes camiseros y marcas en Francia y España, seguir muestras y pedidos y representar a la empresa en las ferias. Francés o español fluido e inglés; disponibilidad para viajar.",
    },
  },
  {
    daysAgo: 15,
    department: "Tasarım",
    employmentType: "FULL_TIME",
    title: {
      tr: "Tekstil Desinatörü",
      en: "Textile Designer",
      de: "Textildesigner (m/w/d)",
      fr: "Dessinateur textile",
      es: "Diseñador textil",
    },
    description: {
      tr: "Sezon koleksiyonları için kareli, çizgili ve armürlü gömleklik desenler hazırlamak, renk kartelalarını oluşturmak ve dokuma dairesiyle birlikte ilk numuneleri denemek. Dokuma desen programlarını bilen, portfolyosu olan adaylar.",
      en: "Creating checks, stripes and dobby shirting designs for the season's collections, building colour cards and trying the first samples with the weaving shed. Knowledge of weave design software and a portfolio.",
      de: "Entwurf von Karos, Streifen und Schaftmustern für die Kollektionen der Saison, Erstellung von Farbkarten und erste Musterungen gemeinsam mit der Weberei. Kenntnisse in Webmuster-Software und eine Mappe.",
      fr: "Créer les carreaux, rayures et armures de chemiserie des collections de la saison, établir les cartes de coloris et essayer les premiers échantillons avec le tissage. Maîtrise des logiciels de dessin de tissage et un portfolio.",
      es: "Crear cuadros, rayas y ligamentos de camisería para las colecciones de la temporada, preparar las cartas de colores y probar las primeras muestras con la tejeduría. Manejo de software de diseño de tejidos y portafolio.",
    },
  },
];

export async function insertDemoPositions(tx: Tx) {
  const now = Date.now();
  await tx.insert(positions).values(
    SEED_POSITIONS.map((p) => {
      const at = new Date(now - p.daysAgo * DAY_MS);
      return {
        title: p.title,
        description: p.description,
        department: p.department,
        employmentType: p.employmentType,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
