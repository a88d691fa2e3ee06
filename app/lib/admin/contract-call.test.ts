import { describe, expect, expectTypeOf, it } from "vitest";
import { contracts } from "../../../common/api/contracts";
import type { Localized } from "../../../common/constants";
import type { AdminApi } from "./api";
import { type AnswerOf, type CallInput, contractPath, type RowOf } from "./contract-call";

describe("contractPath", () => {
  it("fills the contract's :params in, encoded", () => {
    expect(contractPath(contracts.positions.update, { id: 7 })).toBe("/positions/7");
    expect(contractPath(contracts.translations.reviews, { entity: "fabric", id: "3" })).toBe(
      "/translations/reviews/fabric/3",
    );
    expect(contractPath(contracts.fabrics.removePhoto, { photoId: "a/b?c" })).toBe("/fabrics/photos/a%2Fb%3Fc");
    expect(contractPath(contracts.dashboard.read)).toBe("/dashboard");
  });

  it("refuses a call without one of its params", () => {
    expect(() => contractPath(contracts.positions.update, {})).toThrow(/no id/);
  });
});

describe("a call's types, from the contract", () => {
  it("answers the success schema's output, unwrapped", () => {
    expectTypeOf<AnswerOf<typeof contracts.positions.remove>>().toEqualTypeOf<undefined>();
    expectTypeOf<AnswerOf<typeof contracts.outbox.list>["meta"]["total"]>().toEqualTypeOf<number>();
    expectTypeOf<RowOf<typeof contracts.outbox.list>["to_address"]>().toEqualTypeOf<string>();
    expectTypeOf<AnswerOf<typeof contracts.account.secondFactorConfirm>>().toEqualTypeOf<{
      recovery_codes: string[];
    }>();
  });

  it("takes the contract's params, query keys and body", () => {
    const right: CallInput<typeof contracts.positions.update> = { params: { id: 1 }, body: { open: true } };
    // @ts-expect-error the body is required
    const noBody: CallInput<typeof contracts.positions.update> = { params: { id: 1 } };
    // @ts-expect-error a param the path does not have
    const wrongParam: CallInput<typeof contracts.positions.update> = { params: { idx: 1 }, body: {} };
    // @ts-expect-error a query key the route does not read
    const wrongQuery: CallInput<typeof contracts.outbox.list> = { query: { stats: "x" } };
    // @ts-expect-error a multipart form is sent as FormData
    const notForm: CallInput<typeof contracts.fabrics.create> = { body: { name: "x" } };
    expect([right, noBody, wrongParam, wrongQuery, notForm]).toHaveLength(5);
  });

  it("reads every language with lng=all", () => {
    const call = (api: AdminApi) => ({
      all: api.call(contracts.positions.update, { params: { id: 1 }, query: { lng: "all" }, body: {} }),
      one: api.call(contracts.positions.update, { params: { id: 1 }, body: {} }),
    });
    type Calls = ReturnType<typeof call>;
    expectTypeOf<Awaited<Calls["all"]>["title"]>().toExtend<Localized>();
    // Without it a text may be one language's string.
    expectTypeOf<string>().toExtend<Awaited<Calls["one"]>["title"]>();
  });
});
