import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ContentFilter, RowContext } from "../../app/components/admin/content/types";
import { FilterSelect, useUrlFilters } from "../../app/components/admin/content/UrlFilters";

// The content frame's address filters (app/components/admin/content/UrlFilters.tsx), as a screen
// opened at an address shows them: the rows each value keeps, several filters together, and a
// value no known option has (a collection deleted since the link was made) reading as every row.

type Row = { id: number; group: number | null; done: boolean };
const ROWS: Row[] = [
  { id: 1, group: 10, done: true },
  { id: 2, group: 10, done: false },
  { id: 3, group: 20, done: false },
  { id: 4, group: null, done: true },
];
type Data = { groups?: number[] };

const group: ContentFilter<Row, Data> = {
  param: "group",
  label: "group.label",
  all: "group.all",
  options: ({ data }) =>
    data.groups && [
      ...data.groups.map((id) => ({ value: String(id), label: `Group ${id}` })),
      { value: "none", label: "No group" },
    ],
  matches: (row, value) => (value === "none" ? row.group === null : String(row.group) === value),
};
const open: ContentFilter<Row, Data> = {
  param: "state",
  label: "state.label",
  all: "state.all",
  options: () => [{ value: "open", label: "Open" }],
  matches: (row, value) => value !== "open" || !row.done,
};

function Probe({ data }: { data: Data }) {
  const context = { data } as RowContext<Row, Data>;
  const filters = useUrlFilters([group, open], ROWS, context);
  return (
    <>
      <output>{`${filters.rows.map((row) => row.id).join(",")}|${filters.active}`}</output>
      {filters.shown.map((filter) => (
        <FilterSelect key={filter.param} filter={filter} t={(key) => `[${key}]`} onChange={() => {}} />
      ))}
    </>
  );
}

function screen(address: string, data: Data = { groups: [10, 20] }) {
  const html = renderToString(
    <MemoryRouter initialEntries={[address]}>
      <Probe data={data} />
    </MemoryRouter>,
  );
  const [ids, active] = /<output>([^<]*)<\/output>/.exec(html)![1]!.split("|");
  const selected = [...html.matchAll(/<option value="([^"]*)" selected="">/g)].map((match) => match[1]);
  return { ids, active: active === "true", selected, html };
}

describe("the content frame's address filters", () => {
  it("keep every row without a value in the address", () => {
    expect(screen("/x")).toMatchObject({ ids: "1,2,3,4", active: false, selected: ["", ""] });
  });

  it("keep the rows a value matches, and say a filter is on", () => {
    expect(screen("/x?group=10")).toMatchObject({ ids: "1,2", active: true, selected: ["10", ""] });
    expect(screen("/x?group=none")).toMatchObject({ ids: "4", selected: ["none", ""] });
  });

  it("combine: a row is kept when every filter keeps it", () => {
    expect(screen("/x?group=10&state=open")).toMatchObject({ ids: "2", selected: ["10", "open"] });
  });

  it("read a value no known option has as every row", () => {
    expect(screen("/x?group=99&state=shut")).toMatchObject({
      ids: "1,2,3,4",
      active: false,
      selected: ["", ""],
    });
  });

  it("keep a value while the options are not known yet", () => {
    expect(screen("/x?group=20", {})).toMatchObject({ ids: "3", active: true });
  });

  it("label the select and list every row first, then the options", () => {
    const { html } = screen("/x");
    expect(html).toContain("[group.label]");
    expect(html.indexOf("[group.all]")).toBeLessThan(html.indexOf("Group 10"));
    expect(html.indexOf("Group 20")).toBeLessThan(html.indexOf("No group"));
  });
});
