// @vitest-environment jsdom
/**
 * The widget's states as a visitor meets them, with the connection replaced by a fake the test
 * drives (what the service would send): the options, Stuart typing, the e-mail flow with its
 * refusals, a refused message, and a cut connection that comes back. axe checks each state.
 */
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOT_ID, type AssistantInfo, type ChatMessage } from "../../common/chat/protocol";
import type { ChatClientOptions } from "./chat-client";
import { ChatWidget } from "./ChatWidget";
import { chatStrings, TIMING } from "./strings";

const fake = vi.hoisted(() => ({
  clients: [] as Array<{ options: ChatClientOptions; sent: Array<{ clientId: string; text: string }> }>,
  mails: [] as unknown[],
  mailResult: true,
}));

vi.mock("./chat-client", () => ({
  ChatClient: class {
    sent: Array<{ clientId: string; text: string }> = [];
    constructor(readonly options: ChatClientOptions) {
      fake.clients.push(this);
    }
    get guest() {
      return "guest-1";
    }
    start() {}
    stop() {}
    setLang() {}
    async info() {
      return undefined;
    }
    send(clientId: string, text: string) {
      this.sent.push({ clientId, text });
    }
  },
}));
vi.mock("./stuart-contact", () => ({
  sendStuartContact: async (body: unknown) => {
    fake.mails.push(body);
    return fake.mailResult;
  },
}));

const s = chatStrings.pt;
const info: AssistantInfo = {
  id: BOT_ID,
  name: "Stuart",
  beta: true,
  lang: "pt",
  options: [
    { option: 1, text: "Como faço para me inscrever?" },
    { option: 2, text: "Quais cursos vocês oferecem?" },
  ],
  mailboxes: [
    { id: "suporte", label: "Suporte", email: "suporte@lead.example" },
    { id: "pedagogico", label: "Pedagógico", email: "pedagogico@lead.example" },
  ],
  helpClip: null,
};

let nextId = 1;
const client = () => fake.clients.at(-1)!;
/** What the service would do: say the connection state, store a message, send Stuart's answer. */
const service = {
  connect: () => act(() => (client().options.on.connection?.("online"), client().options.on.info?.(info))),
  drop: () => act(() => client().options.on.connection?.("offline")),
  store(clientId: string, text: string) {
    const message: ChatMessage = {
      id: nextId++,
      message: text,
      sender: "guest-1",
      receiver: BOT_ID,
      type: "text",
      senderLang: "pt-BR",
      languageCode: "pt",
      application: "portalLead",
      clientId,
      createdAt: new Date().toISOString(),
    };
    act(() => client().options.on.saved?.(message));
  },
  answer(text: string) {
    const message: ChatMessage = {
      id: nextId++,
      message: text,
      sender: BOT_ID,
      receiver: "guest-1",
      type: "text",
      senderLang: "pt-BR",
      languageCode: "pt",
      application: "portalLead",
      createdAt: new Date().toISOString(),
    };
    act(() => client().options.on.message?.(message));
  },
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function expectAccessible(state: string) {
  // color-contrast needs layout jsdom has not; Chromium checks it in tests/e2e/chat.e2e.ts.
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  expect(results.violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

async function openRoom() {
  const user = userEvent.setup({ delay: null });
  render(<ChatWidget lang="pt" toggles={1} onViewChange={() => {}} launcherRef={createRef()} />);
  await user.click(screen.getByRole("button", { name: s.invitationOpen }));
  const room = screen.getByRole("dialog", { name: s.room });
  return { user, room, input: within(room).getByRole("textbox", { name: s.inputLabel }) };
}

const lastBot = (room: HTMLElement) => [...room.querySelectorAll<HTMLElement>(".chat-msg--bot")].at(-1)!;
const lastUser = (room: HTMLElement) => [...room.querySelectorAll<HTMLElement>(".chat-msg--user")].at(-1)!;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  localStorage.clear();
  fake.clients.length = 0;
  fake.mails.length = 0;
  fake.mailResult = true;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the chat widget", () => {
  it("greets with the options, sends a chosen one, shows Stuart typing, then the answer", async () => {
    const { user, room } = await openRoom();
    expect(within(room).getByText(s.optionsUnavailable)).toBeTruthy();
    service.connect();
    const options = within(room).getByRole("list", { name: s.options });
    expect(
      within(options)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([...info.options.map((o) => o.text), s.otherSubjects]);
    await expectAccessible("greeting");

    await user.click(within(options).getByRole("button", { name: info.options[0]!.text }));
    const sent = client().sent.at(-1)!;
    expect(sent.text).toBe(info.options[0]!.text);
    expect(lastUser(room).textContent).toContain(s.sending);
    service.store(sent.clientId, sent.text);
    expect(lastUser(room).textContent).not.toContain(s.sending);
    expect(within(room).getByText(s.typing)).toBeTruthy();

    service.answer("Veja as [link:/portal/trabalhe|vagas abertas]. [opcaoacao]");
    await advance(TIMING.incomingTypingMs);
    expect(within(lastBot(room)).getByRole("link", { name: "vagas abertas" }).getAttribute("href")).toBe(
      "/portal/trabalhe?lang=pt",
    );
    expect(within(lastBot(room)).getByRole("list", { name: s.options })).toBeTruthy();
    expect(within(room).queryByText(s.typing)).toBeNull();
    await expectAccessible("answer");
  });

  it("runs the e-mail flow: the visitor's invalid address is shown, Stuart asks for a valid e-mail, the step stays", async () => {
    const { user, room, input } = await openRoom();
    service.connect();
    await user.click(within(room).getByRole("button", { name: s.otherSubjects }));
    expect(input).toHaveProperty("disabled", true);
    expect(input.getAttribute("placeholder")).toBe(s.placeholderChoose);
    await advance(TIMING.scriptedTypingMs);
    await expectAccessible("address list");
    await user.click(within(room).getByRole("button", { name: /Suporte/ }));
    await advance(TIMING.scriptedTypingMs);
    expect(lastBot(room).textContent).toContain(s.askName);
    expect(input.getAttribute("placeholder")).toBe(s.placeholderName);

    await user.type(input, "   {Enter}");
    expect(lastBot(room).textContent).toContain(s.askName); // nothing sent for blanks
    await user.type(input, "Maria Silva{Enter}");
    await advance(TIMING.scriptedTypingMs);
    expect(lastBot(room).textContent).toContain(s.askEmail);
    expect(input.getAttribute("type")).toBe("text");
    expect(input.getAttribute("placeholder")).toBe(s.placeholderEmail);

    for (const wrong of ["ana", "ana@"]) {
      await user.type(input, `${wrong}{Enter}`);
      expect(lastUser(room).textContent).toContain(wrong);
      await advance(TIMING.scriptedTypingMs);
      expect(lastBot(room).textContent).toContain("Por favor insira um email válido.");
      expect(input.getAttribute("placeholder")).toBe(s.placeholderEmail);
    }
    await expectAccessible("invalid e-mail");
    await user.type(input, "maria@example.org{Enter}");
    await advance(TIMING.scriptedTypingMs);
    expect(lastBot(room).textContent).toContain(s.askMessage);
    expect(input.getAttribute("placeholder")).toBe(s.placeholderMessage);
    await user.type(input, "Quero saber dos cursos.{Enter}");
    await advance(TIMING.scriptedTypingMs);

    const confirm = within(room).getByRole("group", { name: s.confirmGroup });
    expect(lastBot(room).querySelector("dl")?.textContent).toContain("maria@example.org");
    await expectAccessible("confirmation");
    await user.click(within(confirm).getByRole("button", { name: s.yes }));
    await advance(TIMING.scriptedTypingMs);
    expect(fake.mails).toEqual([
      { receiver: "suporte@lead.example", name: "Maria Silva", email: "maria@example.org", message: "Quero saber dos cursos." },
    ]);
    expect(lastBot(room).textContent).toContain(s.success);
    // Nothing of the flow went to Stuart.
    expect(client().sent).toEqual([]);
  });

  it("says, in the visitor's language, why a message was refused, and that a rate-limited one goes again", async () => {
    const { user, room, input } = await openRoom();
    service.connect();
    await user.type(input, "primeira{Enter}");
    const first = client().sent.at(-1)!;
    act(() => client().options.on.refused?.(first.clientId, "rate_limited", false, 3000));
    expect(lastUser(room).textContent).toContain("Muitas mensagens em pouco tempo");
    await user.type(input, "segunda{Enter}");
    const second = client().sent.at(-1)!;
    act(() => client().options.on.refused?.(second.clientId, "too_long", true));
    expect(lastUser(room).textContent).toContain("Mensagem longa demais: escreva até 1000 caracteres.");
    expect(within(room).queryByText(s.typing)).toBeNull();
    await expectAccessible("refused");
    service.store(first.clientId, first.text);
    expect(room.querySelector(".chat-msg--user")?.textContent).not.toContain("Muitas mensagens");
  });

  it("tells the visitor the connection is gone, keeps what they type, and says when it is back", async () => {
    const { user, room, input } = await openRoom();
    expect(within(room).getByText(s.connecting)).toBeTruthy();
    service.connect();
    service.drop();
    expect(within(room).getByText(s.offline)).toBeTruthy();
    await user.type(input, "ainda aí?{Enter}");
    expect(lastUser(room).textContent).toContain(s.queued);
    await expectAccessible("offline");
    service.connect();
    expect(within(room).getByText(s.reconnected)).toBeTruthy();
    expect(
      client()
        .options.queued()
        .map((q) => q.text),
    ).toEqual(["ainda aí?"]);
    await advance(5000);
    expect(within(room).queryByText(s.reconnected)).toBeNull();
  });
});
