import { describe, expect, it } from "vitest";
import { createChatService } from "../service";
import { contentFromFiles } from "./content-files";
import type { KnowledgeVacancy } from "./documents";

/** A content store whose snapshot changes version when the test imports new content. */
function fakeContent() {
  let snapshot = { version: "1", inappropriateWords: [], ...contentFromFiles };
  return {
    store: { snapshot: async () => snapshot },
    import(vacancies: readonly KnowledgeVacancy[], version: string) {
      snapshot = { ...snapshot, vacancies, version };
    },
  };
}

describe("the bot's index follows the content version", () => {
  it("is built once per version and rebuilt when an import changes it", async () => {
    const content = fakeContent();
    const synced: string[][] = [];
    const service = createChatService({
      content: content.store,
      media: { clip: () => undefined, baseUrl: "/media" },
      chat: { syncWords: async (words: string[]) => void synced.push(words) },
    } as never);

    const first = await service.bot();
    expect(await service.bot()).toBe(first);
    expect(first.reply("vaga de robótica submarina", "pt").kind).toBe("fallback");

    const robotics: KnowledgeVacancy = {
      ...contentFromFiles.vacancies![0]!,
      key: "engenheiro-robotica-submarina",
      visible: true,
      title: {
        pt: "Engenheiro(a) de Robótica Submarina",
        en: "Underwater Robotics Engineer",
        es: "Ingeniero(a) de Robótica Submarina",
      },
    };
    content.import([...contentFromFiles.vacancies!, robotics], "2");

    const second = await service.bot();
    expect(second).not.toBe(first);
    const reply = second.reply("vaga de robótica submarina", "pt");
    expect(reply.text).toContain(
      "[link:/portal/trabalhe/engenheiro-robotica-submarina?lang=pt|Engenheiro(a) de Robótica Submarina]",
    );
    // The words of the filter are re-synced on the same version change.
    expect(synced).toHaveLength(1);
  });
});
