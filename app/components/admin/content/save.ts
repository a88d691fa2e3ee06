import type { AnyContract } from "../../../../common/api/contract";
import type { AdminApi, CallInput } from "../../../lib/admin/api";
import type { BodyOf } from "./types";

type SaveContracts = { create: AnyContract & { lng: true }; update: AnyContract & { lng: true } };

/**
 * Saves a content row from its dialog: creates it (no id) or updates row `id`, every language in
 * the answer. Answers the saved row's id (the translation review marks are saved under it).
 */
export async function saveContent<C extends SaveContracts>(
  api: AdminApi,
  { create, update }: C,
  id: number | undefined,
  body: BodyOf<C["create"]>,
): Promise<number> {
  const query = { lng: "all" } as const;
  const saved =
    id === undefined
      ? await api.call(create, { query, body } as unknown as CallInput<C["create"]>)
      : await api.call(update, { params: { id }, query, body } as unknown as CallInput<C["update"]>);
  return (saved as unknown as { id: number }).id;
}
