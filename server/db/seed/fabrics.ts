/**
 * The demo fabrics, one record each in data/fabrics.json: code, collection, name and description in
 * five languages, the technical card as the admin form would take it (fields left out are empty),
 * and the weaves their pictures are rendered from (the main image, then the gallery; each picture
 * is a colourway). tests/unit/demo-content.test.ts checks every card against the form's schema.
 */
import type { Localized } from "../../../common/constants";
import { EMPTY_CARD, type FabricCardInput } from "../../../common/fabric-card";
import type { CollectionKey } from "./collections";
import data from "./data/fabrics.json" with { type: "json" };
import type { WeaveSpec } from "./weave";

export type SeedFabric = {
  /** The season's collection the fabric belongs to (server/db/seed/collections.ts). */
  collection: CollectionKey;
  name: Localized;
  description: Localized;
  card: FabricCardInput;
  /** The main image, then the gallery. */
  pictures: WeaveSpec[];
};

type Stored = Omit<SeedFabric, "card"> & { code: string; card: Partial<FabricCardInput> };

export const FABRICS: SeedFabric[] = (data as unknown as Stored[]).map(({ code, card, ...fabric }) => ({
  ...fabric,
  card: { ...EMPTY_CARD, ...card, code },
}));
