import { describe, expect, it } from "vitest";
import { ITEM_KEY_MAX_LENGTH, checkItemKey, proposeItemKey } from "./item-key";

describe("item keys", () => {
  it("accepts lower-case words joined by hyphens", () => {
    expect(checkItemKey("desenvolvedor-web-pleno")).toBeNull();
    expect(checkItemKey("vaga-2026")).toBeNull();
  });

  it("names what is wrong with a key", () => {
    expect(checkItemKey("")).toBe("empty");
    expect(checkItemKey("a/b")).toBe("format");
    expect(checkItemKey("Vaga")).toBe("format");
    expect(checkItemKey("vaga--web")).toBe("format");
    expect(checkItemKey("-vaga")).toBe("format");
    expect(checkItemKey("novo")).toBe("reserved");
    expect(checkItemKey("historico")).toBe("reserved");
    expect(checkItemKey("a".repeat(ITEM_KEY_MAX_LENGTH + 1))).toBe("too-long");
    expect(checkItemKey("a".repeat(ITEM_KEY_MAX_LENGTH))).toBeNull();
  });

  it("proposes a valid key from a title", () => {
    expect(proposeItemKey("Desenvolvedor(a) Web Pleno")).toBe("desenvolvedor-a-web-pleno");
    expect(proposeItemKey("Intérprete de Libras — Bolsa")).toBe("interprete-de-libras-bolsa");
    expect(proposeItemKey("Novo")).toBe("item");
    expect(proposeItemKey("!!!")).toBe("item");
    const long = proposeItemKey("palavra ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(ITEM_KEY_MAX_LENGTH);
    expect(checkItemKey(long)).toBeNull();
  });
});
