import { describe, expect, it } from "vitest";
import { answerFlow, cancelFlow, chooseRecipient, emailRequest, inputDisabled, isValidEmail, startFlow } from "./email-flow";

const mailbox = { id: "suporte", label: "Suporte", email: "suporte@lead.example" };

describe("e-mail address check", () => {
  it.each(["ana@example.org", "a.b+c@sub.example.com.br", "x@y.io"])("accepts %s", (v) => expect(isValidEmail(v)).toBe(true));
  it.each(["", "ana", "ana@", "@example.org", "ana@example", "ana@@example.org", "ana @example.org", "ana@example.", "ana@.org"])(
    "refuses %s",
    (v) => expect(isValidEmail(v)).toBe(false),
  );
});

describe("the flow", () => {
  it("goes address → name → e-mail (checked, staying on the step) → message → confirmation", () => {
    let { flow, prompt } = startFlow();
    expect([flow.step, prompt, inputDisabled(flow)]).toEqual(["recipient", "chooseRecipient", true]);
    ({ flow, prompt } = chooseRecipient(flow, mailbox));
    expect([flow.step, prompt, inputDisabled(flow)]).toEqual(["name", "askName", false]);
    expect(answerFlow(flow, "   ").prompt).toBe("emptyName");
    ({ flow, prompt } = answerFlow(flow, " Ana "));
    expect([flow.step, prompt, flow.name]).toEqual(["email", "askEmail", "Ana"]);
    const invalid = answerFlow(flow, "ana@invalido");
    expect([invalid.flow.step, invalid.prompt]).toEqual(["email", "invalidEmail"]);
    ({ flow, prompt } = answerFlow(flow, "ana@example.org"));
    expect([flow.step, prompt]).toEqual(["message", "askMessage"]);
    ({ flow, prompt } = answerFlow(flow, "Olá!"));
    expect([flow.step, prompt, inputDisabled(flow)]).toEqual(["confirm", "confirm", true]);
    expect(emailRequest(flow)).toEqual({
      receiver: "suporte@lead.example",
      name: "Ana",
      email: "ana@example.org",
      message: "Olá!",
    });
  });

  it("cancelling clears everything", () => {
    expect(cancelFlow()).toEqual({ flow: { step: "idle" }, prompt: "cancelled" });
    expect(emailRequest({ step: "idle" })).toBeNull();
  });
});
