import { describe, expect, it } from "vitest";
import { formatMarker, mapMarkers, markerWords, tokenizeMarkers, videoOf } from "./markers";

describe("the marker grammar", () => {
  const text = "Veja [link:/portal/trabalhe|as vagas] e [videolibras:chat/vagas] [opcaoacao][selecionartutor] [outro]";

  it("splits a text into its pieces and markers, in order; unknown brackets stay text", () => {
    expect(tokenizeMarkers(text)).toEqual([
      { kind: "text", text: "Veja " },
      { kind: "link", target: "/portal/trabalhe", label: "as vagas" },
      { kind: "text", text: " e " },
      { kind: "video", clip: "chat/vagas" },
      { kind: "text", text: " " },
      { kind: "options" },
      { kind: "tutor" },
      { kind: "text", text: " [outro]" },
    ]);
  });

  it("writes back what it read", () => {
    expect(tokenizeMarkers(text).map(formatMarker).join("")).toBe(text);
  });

  it("rewrites or drops markers", () => {
    expect(
      mapMarkers(text, (t) => (t.kind === "video" ? { kind: "video", clip: "/media/vagas.mp4" } : t.kind === "tutor" ? null : t)),
    ).toBe("Veja [link:/portal/trabalhe|as vagas] e [videolibras:/media/vagas.mp4] [opcaoacao] [outro]");
  });

  it("gives the words of a text (a link keeps its label) and its clip", () => {
    expect(markerWords("Veja [link:/x|as vagas][opcaoacao]")).toBe("Veja as vagas ");
    expect(videoOf(text)).toBe("chat/vagas");
    expect(videoOf("sem vídeo")).toBeUndefined();
  });

  it("does not read half a marker", () => {
    expect(tokenizeMarkers("[link:/x] [videolibras:] [link:|y]")).toEqual([
      { kind: "text", text: "[link:/x] [videolibras:] [link:|y]" },
    ]);
  });
});
