import { describe, expect, it } from "vitest";
import { canonicalSearch, filterByAreas, parseAreas, serializeAreas, withAreas } from "./area-filter";

const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe("parseAreas", () => {
  it("reads absent as all, 'none' as nothing and a list as those areas", () => {
    expect(parseAreas(null, all)).toEqual(all);
    expect(parseAreas("none", all)).toEqual([]);
    expect(parseAreas("7,1,4,4", all)).toEqual([1, 4, 7]);
  });
  it("ignores unknown ids and treats an unreadable value as all", () => {
    expect(parseAreas("1,99,x", all)).toEqual([1]);
    expect(parseAreas("abc", all)).toEqual(all);
    expect(parseAreas("", all)).toEqual(all);
  });
});

describe("serializeAreas and withAreas", () => {
  it("drops the parameter for all, writes none for nothing, sorts a list", () => {
    expect(serializeAreas(all, all)).toBeNull();
    expect(serializeAreas([], all)).toBe("none");
    expect(serializeAreas([7, 1, 4], all)).toBe("1,4,7");
  });
  it("keeps the other parameters", () => {
    expect(withAreas("?lang=en", [1, 4], all)).toBe("?lang=en&areas=1,4");
    expect(withAreas("?lang=en&areas=1", all, all)).toBe("?lang=en");
    expect(withAreas("", [], all)).toBe("?areas=none");
  });
});

describe("canonicalSearch", () => {
  const url = (search: string) => new URL(`http://x/portal/atuacao${search}`);
  it("turns a form submission into the canonical address", () => {
    expect(canonicalSearch(url("?lang=es&filtro=areas&area=4&area=1"), all)).toBe("?lang=es&areas=1,4");
    expect(canonicalSearch(url("?lang=es&filtro=areas"), all)).toBe("?lang=es&areas=none");
    expect(canonicalSearch(url(`?filtro=areas&${all.map((a) => `area=${a}`).join("&")}`), all)).toBe("");
  });
  it("tidies hand-made values and leaves canonical ones alone", () => {
    expect(canonicalSearch(url("?areas=7,1,1"), all)).toBe("?areas=1,7");
    expect(canonicalSearch(url("?areas=1,4"), all)).toBeNull();
    expect(canonicalSearch(url("?areas=none"), all)).toBeNull();
    expect(canonicalSearch(url("?lang=pt"), all)).toBeNull();
  });
});

describe("filterByAreas", () => {
  const items = [
    { id: "a", areaIds: [1, 2] },
    { id: "b", areaIds: [3] },
    { id: "c", areaIds: [2, 3] },
  ];
  it("keeps the items with any selected area, once each, in order", () => {
    expect(filterByAreas(items, [2, 3]).map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(filterByAreas(items, [3]).map((i) => i.id)).toEqual(["b", "c"]);
    expect(filterByAreas(items, [])).toEqual([]);
  });
});
