import { useEffect, useRef, useState } from "react";
import type { FabricDetail, FabricItemDto } from "../../../../common/api/fabrics";
import { ApiError, apiRequest } from "../../../lib/api";
import type { Basket, BasketItem } from "./basket";

/** A basket fabric read again: as it is now, gone (deleted since: 404), or not readable now. */
export type FabricRead = { state: "ok"; fabric: FabricItemDto } | { state: "gone" } | { state: "failed" };

const NOTHING: ReadonlyMap<number, FabricRead> = new Map();

/**
 * Each fabric of the basket read again from `GET /api/fabrics/:id?lng=`, so names are in the
 * page's language and a deleted fabric shows as such. A fabric is read once per language and
 * `round` (a new round reads them all again, e.g. after the server said some are gone); not yet
 * answered, it is missing from the map.
 */
export function useBasketFabrics(
  ids: readonly number[],
  lng: string,
  round: number,
): ReadonlyMap<number, FabricRead> {
  const key = `${lng}|${round}`;
  const [reads, setReads] = useState<{ key: string; map: ReadonlyMap<number, FabricRead> }>({
    key,
    map: NOTHING,
  });
  const asked = useRef<{ key: string; ids: Set<number> }>({ key, ids: new Set() });
  const wanted = [...new Set(ids)].join(",");

  useEffect(() => {
    if (asked.current.key !== key) asked.current = { key, ids: new Set() };
    const batch = asked.current;
    for (const id of wanted.split(",").filter(Boolean).map(Number)) {
      if (batch.ids.has(id)) continue;
      batch.ids.add(id);
      apiRequest<FabricDetail>(`/fabrics/${id}`, { query: { lng } })
        .then(
          (answer): FabricRead => ({ state: "ok", fabric: answer.data.fabric }),
          (error: unknown): FabricRead =>
            error instanceof ApiError && error.status === 404 ? { state: "gone" } : { state: "failed" },
        )
        .then((read) => {
          if (asked.current !== batch) return; // another language or round since
          setReads((before) => {
            const map = new Map(before.key === key ? before.map : NOTHING);
            map.set(id, read);
            return { key, map };
          });
        });
    }
  }, [wanted, key, lng]);

  return reads.key === key ? reads.map : NOTHING;
}

/** The colourway an item is asked in: its own, unless the fabric no longer has that reference. */
export function colourwayOf(item: BasketItem, read: FabricRead | undefined): string | null {
  if (item.colourway === null || read?.state !== "ok") return item.colourway;
  return read.fabric.colourways.some((c) => c.ref === item.colourway) ? item.colourway : null;
}

/** How the page names a fabric: as read now in the page's language, else as the basket knew it. */
export function nameOf(item: BasketItem, read: FabricRead | undefined): string {
  if (read?.state !== "ok") return item.name;
  const { name } = read.fabric;
  return typeof name === "string" ? name : name.tr;
}

/** The basket's items as the request sends them. */
export const requestItems = (basket: Basket, reads: ReadonlyMap<number, FabricRead>) =>
  basket.map((item) => {
    const colourway = colourwayOf(item, reads.get(item.fabric_id));
    // A cut length goes with the colourway it was asked in (gone with it, a sample is asked).
    const cut = colourway !== null && colourway === item.colourway ? item.cut_m : undefined;
    return { fabric_id: item.fabric_id, colourway, ...(cut ? { cut_m: cut } : {}) };
  });

/** The fabrics of a basket among `ids` (those a request found gone), each once, named with its code. */
export function namesOf(
  basket: Basket,
  reads: ReadonlyMap<number, FabricRead>,
  ids: readonly number[],
): string[] {
  const gone = new Set(ids);
  const names = new Map<number, string>();
  for (const item of basket) {
    if (gone.has(item.fabric_id) && !names.has(item.fabric_id)) {
      const read = reads.get(item.fabric_id);
      const name = nameOf(item, read);
      const code = read?.state === "ok" ? read.fabric.code : item.code;
      names.set(item.fabric_id, code ? `${name} (${code})` : name);
    }
  }
  return [...names.values()];
}
