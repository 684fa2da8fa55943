/**
 * What the chat does, apart from socket.io: store a visitor's message (masked), let Stuart
 * answer it (stored too), and describe the assistant. socket.ts wires it to events; the
 * benchmark and the tests use the same functions.
 */
import { formatMarker, tokenizeMarkers } from "../../common/chat/markers";
import { BOT_ID, BOT_NAME, type AssistantInfo, type ChatMessage } from "../../common/chat/protocol";
import { tagOf, type Lang } from "../../common/i18n/languages";
import type { Services } from "../services";
import { createBot, type Bot } from "./bot";

/** The clip the sign-language help button plays: the first of these the media has. */
const HELP_CLIPS = ["chat/ajuda", "chat/traducao-libras"];

export function createChatService(services: Pick<Services, "content" | "media" | "chat">) {
  const { content, media, chat: store } = services;
  let botOf: { version: string; bot: Bot } | undefined;
  let wordsVersion: string | undefined;

  /** The bot for the current content, rebuilt when the content changes (words re-synced then too). */
  async function bot(): Promise<Bot> {
    const snapshot = await content.snapshot();
    if (wordsVersion === undefined) wordsVersion = snapshot.version;
    else if (wordsVersion !== snapshot.version) {
      wordsVersion = snapshot.version;
      await store.syncWords(snapshot.inappropriateWords);
    }
    if (!botOf || botOf.version !== snapshot.version) {
      // The search index is built from the whole snapshot: rebuilt only when the version changes.
      botOf = { version: snapshot.version, bot: createBot(snapshot) };
    }
    return botOf.bot;
  }

  /** Turns clip names in [videolibras:name] into addresses; drops the marker when there is no clip. */
  function resolveMarkers(text: string): string {
    let out = "";
    for (const token of tokenizeMarkers(text)) {
      if (token.kind !== "video" || /^(https?:)?\/\//.test(token.clip) || token.clip.startsWith("/")) {
        out += formatMarker(token);
        continue;
      }
      const clip = media.clip(token.clip);
      // Without a clip the marker goes, with the space before it.
      out = clip
        ? `${out.trimEnd()} ${formatMarker({ kind: "video", clip: `${media.baseUrl}/${clip.urlVideo}` })}`
        : out.trimEnd();
    }
    return out;
  }

  return {
    bot,
    resolveMarkers,

    async assistantInfo(lang: Lang): Promise<AssistantInfo> {
      const [questions, site] = await Promise.all([content.chatQuestions(), content.site()]);
      const help = HELP_CLIPS.map((name) => media.clip(name)).find(Boolean);
      return {
        id: BOT_ID,
        name: BOT_NAME,
        beta: true,
        lang,
        options: questions
          .filter((q) => q.option)
          .sort((a, b) => a.option! - b.option!)
          .map((q) => ({ option: q.option!, text: q.phrasings[lang][0]! })),
        mailboxes: site.mailboxes.map((m) => ({ id: m.id, label: m.label[lang], email: m.email })),
        helpClip: help ? `${media.baseUrl}/${help.urlVideo}` : null,
      };
    },

    /** Stores a visitor's message, inappropriate words masked; resolves once committed. */
    async receive(guestId: string, text: string, lang: Lang, clientId?: string) {
      const filter = await store.filter();
      return store.saveMessage({
        guestId,
        clientId,
        sender: guestId,
        receiver: BOT_ID,
        type: "text",
        message: filter.clean(text),
        senderLang: tagOf(lang),
        languageCode: lang,
      });
    },

    /** Stuart's answer to a stored visitor message, stored before it is returned. */
    async answer(guestId: string, question: ChatMessage, chosenLang: Lang): Promise<ChatMessage> {
      const reply = (await bot()).reply(question.message, chosenLang);
      const filter = await store.filter();
      const { message } = await store.saveMessage({
        guestId,
        sender: BOT_ID,
        receiver: guestId,
        type: "text",
        message: filter.clean(resolveMarkers(reply.text)),
        senderLang: tagOf(reply.lang),
        languageCode: reply.lang,
      });
      return message;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
