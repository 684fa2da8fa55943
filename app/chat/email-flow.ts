/**
 * The guided e-mail flow of the chat (the fifth option, 'other subjects'): choose one of the
 * three addresses, then give a name, a contact e-mail (checked) and the message; confirm with yes or no. Pure
 * functions, so the rules are tested without a browser.
 */

export interface Mailbox {
  id: string;
  label: string;
  email: string;
}

export type EmailStep = "idle" | "recipient" | "name" | "email" | "message" | "confirm" | "sending";

export interface EmailFlow {
  step: EmailStep;
  recipient?: Mailbox;
  name?: string;
  email?: string;
  message?: string;
}

/** What the assistant says next. */
export type FlowPrompt =
  | "chooseRecipient"
  | "askName"
  | "askEmail"
  | "invalidEmail"
  | "askMessage"
  | "emptyName"
  | "emptyMessage"
  | "confirm"
  | "cancelled"
  | "none";

/** A standard e-mail address: something@domain.tld, no spaces, one @, a dot inside the domain. */
export function isValidEmail(value: string): boolean {
  const text = value.trim();
  if (text.length > 254 || /\s/.test(text)) return false;
  const at = text.indexOf("@");
  if (at < 1 || at !== text.lastIndexOf("@")) return false;
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  return /^[^\s@]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/u.test(text) && dot > 0 && dot < domain.length - 2;
}

export const idleFlow: EmailFlow = { step: "idle" };

export function startFlow(): { flow: EmailFlow; prompt: FlowPrompt } {
  return { flow: { step: "recipient" }, prompt: "chooseRecipient" };
}

export function chooseRecipient(flow: EmailFlow, mailbox: Mailbox): { flow: EmailFlow; prompt: FlowPrompt } {
  return { flow: { ...flow, step: "name", recipient: mailbox }, prompt: "askName" };
}

/** The visitor typed an answer while the flow waits for one. */
export function answerFlow(flow: EmailFlow, text: string): { flow: EmailFlow; prompt: FlowPrompt } {
  const value = text.trim();
  switch (flow.step) {
    case "name":
      return value ? { flow: { ...flow, step: "email", name: value }, prompt: "askEmail" } : { flow, prompt: "emptyName" };
    case "email":
      return isValidEmail(value)
        ? { flow: { ...flow, step: "message", email: value }, prompt: "askMessage" }
        : { flow, prompt: "invalidEmail" };
    case "message":
      return value ? { flow: { ...flow, step: "confirm", message: value }, prompt: "confirm" } : { flow, prompt: "emptyMessage" };
    default:
      return { flow, prompt: "none" };
  }
}

/** Cancelling clears everything collected. */
export function cancelFlow(): { flow: EmailFlow; prompt: FlowPrompt } {
  return { flow: idleFlow, prompt: "cancelled" };
}

/** While the address list or the confirmation shows (or the mail is on its way), the text box is off. */
export function inputDisabled(flow: EmailFlow): boolean {
  return flow.step === "recipient" || flow.step === "confirm" || flow.step === "sending";
}

/** The flow is collecting typed answers (what the visitor types goes to the flow, not to Stuart). */
export function collecting(flow: EmailFlow): boolean {
  return flow.step === "name" || flow.step === "email" || flow.step === "message";
}

/** What the visitor did to the flow; `stepFlow` applies it (the widget's reducer calls it). */
export type FlowAction =
  | { kind: "start" }
  | { kind: "recipient"; mailbox: Mailbox }
  | { kind: "tutor"; mailbox: Mailbox }
  | { kind: "answer"; text: string }
  | { kind: "cancel" }
  | { kind: "sending" }
  | { kind: "sent" };

export function stepFlow(flow: EmailFlow, action: FlowAction): { flow: EmailFlow; prompt: FlowPrompt } {
  switch (action.kind) {
    case "start":
      return startFlow();
    case "recipient":
      return chooseRecipient(flow, action.mailbox);
    case "tutor":
      return chooseRecipient(startFlow().flow, action.mailbox);
    case "answer":
      return answerFlow(flow, action.text);
    case "cancel":
      return cancelFlow();
    case "sending":
      return { flow: { ...flow, step: "sending" }, prompt: "none" };
    case "sent":
      // Sending clears the collected data, whatever the result.
      return { flow: idleFlow, prompt: "none" };
  }
}

/** What the text box asks for at each step (its placeholder). */
export type InputPurpose = "question" | "choose" | "name" | "email" | "message";

export function inputPurpose(flow: EmailFlow): InputPurpose {
  if (inputDisabled(flow)) return "choose";
  if (flow.step === "name" || flow.step === "email" || flow.step === "message") return flow.step;
  return "question";
}

export function isActive(flow: EmailFlow): boolean {
  return flow.step !== "idle";
}

/** The request body of POST /api/contact/stuartContact. */
export function emailRequest(flow: EmailFlow): { receiver: string; name: string; email: string; message: string } | null {
  if (!flow.recipient || !flow.name || !flow.email || !flow.message) return null;
  return { receiver: flow.recipient.email, name: flow.name, email: flow.email, message: flow.message };
}
