import type { AnyContract } from "../../../common/api/contract";
import type { AdminApi, AllLanguagesInput, ContractInput, Paged } from "./api";
import type { AllLanguagesOf, CallInput, RowOf } from "./contract-call";

/** A call whose input and answer the caller has checked against the contract already. */
const callAny = (api: AdminApi, contract: AnyContract, input: ContractInput, signal?: AbortSignal): Promise<unknown> =>
  api.call(contract, input as CallInput<AnyContract>, { signal });

/** Every page of a list route (the API caps a page at 100 rows). */
export async function getAll<C extends AnyContract & { lng: true }>(
  api: AdminApi,
  contract: C,
  input: AllLanguagesInput<C>,
  signal?: AbortSignal,
): Promise<AllLanguagesOf<RowOf<C>>[]>;
export async function getAll<C extends AnyContract>(
  api: AdminApi,
  contract: C,
  input: CallInput<C>,
  signal?: AbortSignal,
): Promise<RowOf<C>[]>;
export async function getAll(api: AdminApi, contract: AnyContract, input: ContractInput, signal?: AbortSignal) {
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    const query = { ...input.query, page, page_size: 100 };
    const answer = (await callAny(api, contract, { ...input, query }, signal)) as Paged<unknown>;
    rows.push(...answer.data);
    if (page >= answer.meta.pages || answer.data.length === 0) return rows;
  }
}

