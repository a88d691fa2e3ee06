/**
 * Demo sample requests: buyers from four countries, in their languages and in each state the
 * staff see, for fabrics of the demo catalogue (by code), received over the last weeks.
 */
import { inArray } from "drizzle-orm";
import type { Lang, SampleKind, SampleStatus } from "../../../common/constants";
import type { Tx } from "../client";
import { fabrics, sampleRequestItems, sampleRequests } from "../schema";

const DAY_MS = 86_400_000;

type SeedSample = {
  daysAgo: number;
  company: string;
  fullName: string;
  email: string;
  country: string;
  phone: string;
  kind: SampleKind;
  metres: number | null;
  intendedUse: string;
  quantity: string;
  message: string;
  language: Lang;
  status: SampleStatus;
  notes: string;
  /** Fabric codes, each with the colourway asked for (null: none chosen). */
  items: [string, string | null][];
};

export const SAMPLES: SeedSample[] = [
  {
    daysAgo: 1,
    company: "Maison Verlaine Chemises",
    fullName: "Sophie Marchand",
    email: "s.marchand@maison-verlaine.example",
    country: "FR",
    phone: "+33 4 72 00 00 00",
    kind: "swatch",
    metres: null,
    intendedUse: "Chemises homme, collection printemps-été",
    quantity: "800 m par coloris",
    message: "Pourriez-vous joindre vos délais pour des commandes de 800 mètres ?",
    language: "fr",
    status: "new",
    notes: "",
    items: [
      ["DK-1102", "01"],
      ["DK-3140", null],
      ["DK-2210", "01"],
    ],
  },
  {
    daysAgo: 6,
    company: "Textiles Albufera S.A.",
    fullName: "Lucía Navarro",
    email: "lucia.navarro@textiles-albufera.example",
    country: "ES",
    phone: "",
    kind: "length",
    metres: 3,
    intendedUse: "Camisas de mujer",
    quantity: "2.000 m",
    message: "Necesitamos los cortes para hacer prototipos antes de enero.",
    language: "es",
    status: "in_progress",
    notes: "Numune boyları depoda kesiliyor.",
    items: [
      ["DK-3140", null],
      ["DK-2405", "01"],
    ],
  },
  {
    daysAgo: 12,
    company: "Nordhemd GmbH",
    fullName: "Jonas Becker",
    email: "j.becker@nordhemd.example",
    country: "DE",
    phone: "+49 40 000000",
    kind: "swatch",
    metres: null,
    intendedUse: "Businesshemden",
    quantity: "",
    message: "",
    language: "de",
    status: "sent",
    notes: "Kartela DHL ile gönderildi.",
    items: [
      ["DK-1102", null],
      ["DK-3320", null],
    ],
  },
  {
    daysAgo: 20,
    company: "Maple Shirt Co.",
    fullName: "Emily Tremblay",
    email: "emily@mapleshirt.example",
    country: "CA",
    phone: "",
    kind: "length",
    metres: 2,
    intendedUse: "Children's shirts",
    quantity: "500 m",
    message: "",
    language: "en",
    status: "closed",
    notes: "Numuneler ulaştı; sipariş bekleniyor.",
    items: [["DK-1450", null]],
  },
];

export async function insertDemoSamples(tx: Tx, now = new Date()): Promise<void> {
  const codes = [...new Set(SAMPLES.flatMap((sample) => sample.items.map(([code]) => code)))];
  const rows = await tx
    .select({ id: fabrics.id, code: fabrics.code, name: fabrics.name })
    .from(fabrics)
    .where(inArray(fabrics.code, codes));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  for (const { daysAgo, items, ...buyer } of SAMPLES) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    const lines = items.flatMap(([code, colourway]) => {
      const fabric = byCode.get(code);
      return fabric ? [{ fabric, colourway }] : [];
    });
    if (lines.length === 0) continue;
    const [request] = await tx
      .insert(sampleRequests)
      .values({ ...buyer, createdAt: at, updatedAt: at })
      .returning({ id: sampleRequests.id });
    await tx.insert(sampleRequestItems).values(
      lines.map(({ fabric, colourway }, position) => ({
        sampleRequestId: request!.id,
        fabricId: fabric.id,
        fabricCode: fabric.code ?? "",
        fabricName: fabric.name.tr,
        colourway,
        position,
      })),
    );
  }
}
