import { describe, expect, it } from "vitest";
import { buttonTarget, richTextLinkTarget } from "./targets";

describe("buttonTarget", () => {
  it("makes an empty or absent value inactive", () => {
    expect(buttonTarget("")).toEqual({ kind: "inactive" });
    expect(buttonTarget("   ")).toEqual({ kind: "inactive" });
    expect(buttonTarget(undefined)).toEqual({ kind: "inactive" });
    expect(buttonTarget(null)).toEqual({ kind: "inactive" });
  });
  it("opens http, ./assets and /documentos targets in a new tab", () => {
    expect(buttonTarget("https://cursos.lead.example")).toEqual({ kind: "external", href: "https://cursos.lead.example" });
    expect(buttonTarget("./assets/release.pdf").kind).toBe("external");
    expect(buttonTarget("/documentos/edital.pdf").kind).toBe("external");
  });
  it("sends anything else to /portal/{value}", () => {
    expect(buttonTarget("trabalhe")).toEqual({ kind: "internal", href: "/portal/trabalhe" });
    expect(buttonTarget("/atuacao")).toEqual({ kind: "internal", href: "/portal/atuacao" });
  });
});

describe("richTextLinkTarget", () => {
  it("opens addresses containing http in a new window", () => {
    expect(richTextLinkTarget("https://example.org")).toEqual({ external: true, href: "https://example.org" });
  });
  it("keeps other addresses inside the app", () => {
    expect(richTextLinkTarget("/portal/contato")).toEqual({ external: false, href: "/portal/contato" });
    expect(richTextLinkTarget("trabalhe")).toEqual({ external: false, href: "/portal/trabalhe" });
    expect(richTextLinkTarget("mailto:contato@lead.example").external).toBe(false);
  });
});
