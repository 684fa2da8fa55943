/**
 * What the visitor does in the room: options, the guided e-mail flow (its steps applied by the
 * reducer, the prompts said by Stuart after the typing delay), Libras clips, opening and
 * closing, and where focus goes after each (500 ms later, once the new content is on screen).
 */
import { useCallback, useState, type RefObject } from "react";
import type { Lang } from "../../common/i18n/languages";
import { newKey } from "./chat-state";
import { collecting, emailRequest, inputDisabled, stepFlow, type FlowAction, type FlowPrompt, type Mailbox } from "./email-flow";
import type { ChatActions } from "./messages/context";
import { sendStuartContact } from "./stuart-contact";
import type { UiMessage } from "./storage";
import { chatStrings, TIMING } from "./strings";
import type { ChatSession } from "./useChatSession";

export type FocusTarget = "input" | "action" | "last-message" | "launcher" | "invitation";

export interface ChatRefs {
  log: RefObject<HTMLDivElement | null>;
  input: RefObject<HTMLInputElement | null>;
  room: RefObject<HTMLElement | null>;
  invitationOpen: RefObject<HTMLButtonElement | null>;
  launcher: RefObject<HTMLButtonElement | null>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The prompts that are a plain sentence of Stuart's. */
const sentences: Partial<Record<FlowPrompt, keyof (typeof chatStrings)["pt"]>> = {
  askName: "askName",
  emptyName: "emptyName",
  askEmail: "askEmail",
  invalidEmail: "invalidEmail",
  askMessage: "askMessage",
  emptyMessage: "emptyMessage",
};

export function useChatActions(lang: Lang, session: ChatSession, refs: ChatRefs) {
  const { store, dispatch, enqueue, later, send, busy } = session;
  const s = chatStrings[lang];
  const [openVideos, setOpenVideos] = useState<ReadonlySet<string>>(new Set());

  const scrollSoon = useCallback(() => {
    for (const ms of TIMING.scrollDelaysMs) {
      later(() => {
        const log = refs.log.current;
        if (!log) return;
        // The newest message from its start (a long greeting is read from its first line, issue
        // 26), or the log's end when that message is short enough to show whole.
        const end = log.scrollHeight - log.clientHeight;
        const last = log.querySelector<HTMLElement>(".chat-msg:last-of-type");
        const start = last ? log.scrollTop + last.getBoundingClientRect().top - log.getBoundingClientRect().top - 8 : end;
        log.scrollTop = Math.max(0, Math.min(end, start));
      }, ms);
    }
  }, [later, refs]);

  const focusSoon = useCallback(
    (target: FocusTarget) => {
      later(() => {
        const room = refs.room.current;
        if (target === "launcher") return refs.launcher.current?.focus();
        if (target === "invitation") return refs.invitationOpen.current?.focus();
        if (!room) return;
        const input = refs.input.current;
        if (target === "input" && input && !input.disabled) return input.focus();
        if (target === "action") {
          const action = room.querySelector<HTMLElement>(".chat-msg:last-child [data-chat-action]");
          if (action) return action.focus();
        }
        room.querySelector<HTMLElement>(".chat-msg:last-child")?.focus();
      }, TIMING.focusDelayMs);
    },
    [later, refs],
  );

  const add = useCallback(
    (message: Omit<UiMessage, "key">) => {
      dispatch({ type: "add", message: { key: newKey(), local: true, ...message } });
      scrollSoon();
    },
    [dispatch, scrollSoon],
  );
  const saidByVisitor = useCallback((text: string) => add({ from: "user", type: "text", text }), [add]);

  /** A scripted reply of Stuart's, after typing for 2 s. */
  const say = useCallback(
    (message: Omit<UiMessage, "key" | "from">, focus: FocusTarget) =>
      enqueue(TIMING.scriptedTypingMs, () => {
        dispatch({ type: "add", message: { key: newKey(), from: "bot", local: true, ...message } });
        focusSoon(focus);
      }),
    [enqueue, dispatch, focusSoon],
  );

  const prompt = useCallback(
    (next: FlowPrompt) => {
      const flow = store.get().flow;
      if (next === "chooseRecipient") say({ type: "emailList", text: s.chooseRecipient }, "action");
      else if (next === "confirm") {
        const confirmation = {
          name: flow.name ?? "",
          email: flow.email ?? "",
          recipient: flow.recipient ? `${flow.recipient.label} (${flow.recipient.email})` : "",
          message: flow.message ?? "",
        };
        say({ type: "emailConfirmation", text: s.confirmIntro, confirmation }, "action");
      } else if (next === "cancelled") say({ type: "text", text: `${s.cancelled} [opcaoacao]` }, "action");
      else if (sentences[next]) say({ type: "text", text: s[sentences[next]] }, "input");
    },
    [store, say, s],
  );

  /** The visitor's words, then the flow's step (by the reducer), then Stuart's prompt. */
  const flowStep = useCallback(
    (said: string, action: FlowAction) => {
      saidByVisitor(said);
      const next = stepFlow(store.get().flow, action).prompt;
      dispatch({ type: "flow", action });
      prompt(next);
    },
    [store, dispatch, saidByVisitor, prompt],
  );

  const showGreeting = useCallback(() => add({ from: "bot", type: "messageOption", text: "" }), [add]);

  const backToStart = useCallback(() => {
    saidByVisitor(s.backToStart);
    enqueue(TIMING.scriptedTypingMs, () => {
      showGreeting();
      focusSoon("action");
    });
  }, [saidByVisitor, enqueue, showGreeting, focusSoon, s]);

  const confirm = useCallback(
    async (yes: boolean) => {
      if (!yes) return flowStep(s.no, { kind: "cancel" });
      saidByVisitor(s.yes);
      const request = emailRequest(store.get().flow);
      dispatch({ type: "flow", action: { kind: "sending" } });
      busy(true);
      const [ok] = await Promise.all([
        request ? sendStuartContact(request) : Promise.resolve(false),
        wait(TIMING.scriptedTypingMs),
      ]);
      dispatch({ type: "flow", action: { kind: "sent" } });
      add({ from: "bot", type: "result", text: ok ? s.success : s.failure });
      busy(false);
      focusSoon("action");
    },
    [store, dispatch, flowStep, saidByVisitor, add, busy, focusSoon, s],
  );

  /**
   * Asks the Libras panel (app/accessibility) to play a clip: a Libras video event with `aws`
   * true (the address is complete). The panel claims the event with preventDefault(); when
   * nobody does, the chat plays the clip itself.
   */
  const requestLibras = (urlVideo: string, label: string, from: HTMLElement | null): boolean =>
    !window.dispatchEvent(
      new CustomEvent("libras:open", {
        detail: { urlVideo, aws: true, label, anchor: from, returnFocus: from },
        cancelable: true,
      }),
    );

  const info = store.get().info[lang];
  const actions: ChatActions = {
    pickOption(text) {
      send(text);
      scrollSoon();
      focusSoon("input");
    },
    startEmail: () => flowStep(s.otherSubjects, { kind: "start" }),
    pickRecipient: (mailbox: Mailbox) => flowStep(`${mailbox.label} (${mailbox.email})`, { kind: "recipient", mailbox }),
    chooseTutor() {
      const mailbox = info?.mailboxes.find((m) => m.id === "pedagogico") ?? info?.mailboxes[0];
      if (mailbox) flowStep(s.chooseTutor, { kind: "tutor", mailbox });
    },
    confirm: (yes) => void confirm(yes),
    backToStart,
    openLibras(message, from) {
      if (!message.path) return;
      if (!requestLibras(message.path, s.videoLabel, from)) setOpenVideos((v) => new Set(v).add(message.key));
    },
  };

  const librasHelp = (from: HTMLElement | null) => {
    const path = info?.helpClip ?? undefined;
    if (!path) return add({ from: "bot", type: "text", text: s.librasHelpMissing });
    if (requestLibras(path, s.librasHelpLabel, from)) return;
    const key = newKey();
    dispatch({ type: "add", message: { key, from: "bot", type: "videoLibras", text: s.librasHelpIntro, path, local: true } });
    setOpenVideos((v) => new Set(v).add(key));
    scrollSoon();
  };

  /** What the visitor typed: an answer of the e-mail flow (kept in the widget), or a question for Stuart. */
  const submit = (text: string) => {
    const flow = store.get().flow;
    if (inputDisabled(flow)) return;
    if (collecting(flow)) return flowStep(text, { kind: "answer", text });
    send(text);
    scrollSoon();
  };

  const openRoom = () => {
    const first = store.get().messages.length === 0;
    dispatch({ type: "view", view: "room" });
    if (first) {
      // Opening the room shows the first bot message with the question list, and focuses it.
      showGreeting();
      focusSoon("last-message");
    } else {
      scrollSoon();
      focusSoon(inputDisabled(store.get().flow) ? "action" : "input");
    }
  };

  const close = (to: FocusTarget = "launcher") => {
    dispatch({ type: "view", view: "closed" });
    focusSoon(to);
  };

  return {
    actions,
    openVideos,
    librasHelp,
    submit,
    openRoom,
    close,
    cancelEmail: () => flowStep(s.cancelEmail, { kind: "cancel" }),
    scrollSoon,
    focusSoon,
  };
}
