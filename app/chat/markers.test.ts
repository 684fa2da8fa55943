import { describe, expect, it } from "vitest";
import { chatLinkTarget, isVideoAddress, parseMessage, toBlocks } from "./markers";

describe("chat link rule", () => {
  it("keeps http addresses outside, and puts the others under /portal/ with the language", () => {
    expect(chatLinkTarget("https://cursos.lead.example", "pt")).toEqual({ href: "https://cursos.lead.example", external: true });
    expect(chatLinkTarget("/portal/trabalhe", "en")).toEqual({ href: "/portal/trabalhe?lang=en", external: false });
    expect(chatLinkTarget("contato", "es")).toEqual({ href: "/portal/contato?lang=es", external: false });
    expect(chatLinkTarget("/atuacao", "pt")).toEqual({ href: "/portal/atuacao?lang=pt", external: false });
  });
  it("refuses other schemes", () => {
    expect(chatLinkTarget("javascript:alert(1)//http", "pt")).toBeNull();
    expect(chatLinkTarget("data:text/html,x", "pt")).toBeNull();
    expect(chatLinkTarget("//evil.example", "pt")).toBeNull();
    expect(parseMessage("Veja [link:javascript:alert(1)|isto].", "pt").segments).toEqual([{ kind: "text", text: "Veja isto." }]);
  });
});

describe("markers", () => {
  it("turns links into segments and removes the other markers", () => {
    const parsed = parseMessage("Veja [link:/portal/trabalhe|as vagas] e [link:https://x.example|o site]. [opcaoacao]", "pt");
    expect(parsed.segments).toEqual([
      { kind: "text", text: "Veja " },
      { kind: "link", href: "/portal/trabalhe?lang=pt", label: "as vagas", external: false },
      { kind: "text", text: " e " },
      { kind: "link", href: "https://x.example", label: "o site", external: true },
      { kind: "text", text: "." },
    ]);
    expect(parsed.showOptions).toBe(true);
    expect(parsed.chooseTutor).toBe(false);
  });

  it("reads a Libras clip's address and the tutor marker", () => {
    const parsed = parseMessage("Posso ajudar. [selecionartutor] [videolibras:/media/clips/a.mp4]", "pt");
    expect(parsed.video).toBe("/media/clips/a.mp4");
    expect(parsed.chooseTutor).toBe(true);
    expect(parsed.segments).toEqual([{ kind: "text", text: "Posso ajudar." }]);
  });

  it("only plays addresses: a bare clip name is not a video", () => {
    expect(isVideoAddress("https://cdn.example/v.mp4")).toBe(true);
    expect(isVideoAddress("/media/v.mp4")).toBe(true);
    expect(isVideoAddress("chat/o-que-e-o-lead")).toBe(false);
    expect(isVideoAddress("//evil.example/v.mp4")).toBe(false);
    expect(parseMessage("Oi [videolibras:chat/x]", "pt").video).toBeUndefined();
  });
});

describe("answers in short parts", () => {
  it("makes a paragraph of each part between blank lines and a list of lines that start with a dash", () => {
    const text =
      "Primeiro parágrafo.\n\nVeja:\n- a página [link:/portal/trabalhe|Trabalhe];\n- o formulário.\n\nFim. [videolibras:chat/x]";
    expect(toBlocks(parseMessage(text, "pt").segments)).toEqual([
      { kind: "paragraph", parts: [{ kind: "text", text: "Primeiro parágrafo." }] },
      { kind: "paragraph", parts: [{ kind: "text", text: "Veja:" }] },
      {
        kind: "list",
        items: [
          [
            { kind: "text", text: "a página " },
            { kind: "link", href: "/portal/trabalhe?lang=pt", label: "Trabalhe", external: false },
            { kind: "text", text: ";" },
          ],
          [{ kind: "text", text: "o formulário." }],
        ],
      },
      { kind: "paragraph", parts: [{ kind: "text", text: "Fim." }] },
    ]);
  });
  it("keeps a text without blank lines as one paragraph, a single line break read as a space", () => {
    expect(toBlocks(parseMessage("Uma linha\ne outra.", "pt").segments)).toEqual([
      {
        kind: "paragraph",
        parts: [
          { kind: "text", text: "Uma linha" },
          { kind: "text", text: " " },
          { kind: "text", text: "e outra." },
        ],
      },
    ]);
  });
});
