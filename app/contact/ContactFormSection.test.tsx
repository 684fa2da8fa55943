// @vitest-environment jsdom
/**
 * The contact form in the browser, before anything is sent: the client-side errors (a summary
 * that takes focus and links to each field, each field's own message) in the page's language,
 * and the list of chosen files with its refusals and its remove buttons.
 */
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contactErrorMessages, contactRequestMessages } from "../../common/contact/messages";
import { CONTACT_LIMITS } from "../../common/contact/schema";
import type { Lang } from "../../common/i18n/languages";
import type { ContactFormState } from "./contact-form.server";
import { ContactFormSection } from "./ContactFormSection";
import { contactUiStrings } from "./strings";

function state(lang: Lang = "pt"): ContactFormState {
  return {
    lang,
    ui: contactUiStrings[lang],
    errorTexts: contactErrorMessages[lang],
    requestTexts: contactRequestMessages[lang],
    action: "/portal/contato",
    api: "/api/contact/",
    xsrfToken: "token",
    idempotencyKey: "key",
    values: { name: "", email: "", subject: "", message: "" },
    errors: {},
    status: "idle",
    formError: null,
    incomplete: false,
    retentionDays: 90,
    limits: { maxFiles: CONTACT_LIMITS.maxFiles, maxFileBytes: CONTACT_LIMITS.maxFileBytes },
  };
}

// Nothing may leave the page in these tests: a request would mean the form sent an invalid message.
const sent = vi.fn();
const realOpen = XMLHttpRequest.prototype.open;
beforeAll(() => {
  XMLHttpRequest.prototype.open = sent;
  // jsdom does not lay out, so it has no scrollIntoView; the summary's links call it.
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  XMLHttpRequest.prototype.open = realOpen;
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  expect(sent).not.toHaveBeenCalled();
});

const setup = (lang: Lang = "pt") => {
  render(<ContactFormSection data={state(lang)} />);
  // applyAccept off: a visitor can still pick any file ("All files" in the picker).
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
};
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const file = (name: string, type: string, size = 2_000) => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};
const summaryLinks = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole("link")
    .map((a) => a.textContent);

describe("ContactFormSection: client-side errors", () => {
  it("refuses an empty form: the summary names each missing field and takes focus after a second", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Enviar mensagem" }));
    const summary = await screen.findByRole("group", { name: "O formulário precisa ser preenchido antes de enviado." });
    expect(summaryLinks(summary)).toEqual([
      "O campo Nome é obrigatório.",
      "O campo E-mail é obrigatório.",
      "O campo Assunto é obrigatório.",
    ]);
    await wait(0);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Enviar mensagem" }));
    await wait(1000);
    expect(document.activeElement).toBe(summary);

    const name = screen.getByRole("textbox", { name: "Nome" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("contato-nome-erro");
    expect(document.getElementById("contato-nome-erro")!.textContent).toBe("Erro: Campo obrigatório.");
    const message = screen.getByRole("textbox", { name: "Mensagem (opcional)" });
    expect(message.getAttribute("aria-invalid")).toBeNull();
  });

  it("says what is wrong with the e-mail, focuses the summary at once, and its link leads to the field", async () => {
    const user = setup();
    await user.type(screen.getByRole("textbox", { name: "Nome" }), "Ana");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "ana@");
    await user.type(screen.getByRole("textbox", { name: "Assunto" }), "Visita");
    await user.keyboard("{Enter}");
    const summary = await screen.findByRole("group", { name: "Há um problema" });
    await wait(0);
    expect(document.activeElement).toBe(summary);
    expect(summaryLinks(summary)).toEqual(["O e-mail informado é inválido."]);

    await user.tab();
    await user.keyboard("{Enter}");
    const email = screen.getByRole("textbox", { name: "E-mail" });
    expect(document.activeElement).toBe(email);
    // The hint and the error, both read with the field.
    expect(
      email
        .getAttribute("aria-describedby")!
        .split(" ")
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual(["Usaremos este e-mail apenas para responder a você.", "Erro: E-mail inválido."]);
  });

  it.each([
    [
      "en",
      "Send message",
      "The form must be filled in before it is sent.",
      "The Name field is required.",
      "Error: Field required",
    ],
    [
      "es",
      "Enviar mensaje",
      "El formulario debe completarse antes de enviarse.",
      "El campo Nombre es obligatorio.",
      "Error: Campo obligatorio.",
    ],
  ] as const)("speaks %s", async (lang, submit, title, nameRequired, fieldError) => {
    const user = setup(lang);
    await user.click(screen.getByRole("button", { name: submit }));
    const summary = await screen.findByRole("group", { name: title });
    expect(summaryLinks(summary)[0]).toBe(nameRequired);
    expect(document.getElementById("contato-nome-erro")!.textContent).toBe(fieldError);
  });
});

describe("ContactFormSection: the upload list", () => {
  const picker = () => screen.getByLabelText<HTMLInputElement>("Arquivos (opcional)");
  const chosen = () => screen.queryByRole("list", { name: "Arquivos escolhidos" });

  it("lists the chosen files with their sizes, and each one's remove button gives focus back to the picker", async () => {
    const user = setup();
    expect(chosen()).toBeNull();
    await user.upload(picker(), [file("foto.jpg", "image/jpeg", 1_500_000), file("video.mp4", "video/mp4", 20_000)]);
    const items = within(await screen.findByRole("list", { name: "Arquivos escolhidos" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["foto.jpg1,5 MBRemover", "video.mp420 kBRemover"]);
    expect(picker().getAttribute("aria-invalid")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Remover foto.jpg" }));
    expect(
      within(chosen()!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["video.mp420 kBRemover"]);
    expect(document.activeElement).toBe(picker());
    await user.keyboard("{Tab}{Enter}");
    expect(chosen()).toBeNull();
  });

  it("refuses a file of another type or too large, saying why beside the picker, and keeps the others", async () => {
    const user = setup();
    await user.upload(picker(), [
      file("notas.txt", "text/plain"),
      file("grande.mp4", "video/mp4", CONTACT_LIMITS.maxFileBytes),
      file("ok.jpg", "image/jpeg"),
    ]);
    expect(
      within(await screen.findByRole("list", { name: "Arquivos escolhidos" }))
        .getAllByRole("listitem")
        .map((li) => li.querySelector("span")!.textContent),
    ).toEqual(["ok.jpg"]);
    expect(picker().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("contato-arquivos-erro")!.textContent).toBe(
      "Erro: Tipo de arquivo inválido - Tipos aceitos: JPEG, MP4. Tamanho de arquivo excedido - 25mb.",
    );
  });

  it("keeps at most five files and says so", async () => {
    const user = setup();
    const six = Array.from({ length: 6 }, (_, i) => file(`f${i + 1}.jpg`, "image/jpeg"));
    await user.upload(picker(), six);
    expect(within(await screen.findByRole("list", { name: "Arquivos escolhidos" })).getAllByRole("listitem")).toHaveLength(5);
    expect(document.getElementById("contato-arquivos-erro")!.textContent).toBe("Erro: Envie no máximo 5 arquivos.");
  });

  it("speaks es", async () => {
    const user = setup("es");
    await user.upload(screen.getByLabelText("Archivos (opcional)"), [file("a.txt", "text/plain"), file("b.jpg", "image/jpeg")]);
    expect(await screen.findByRole("list", { name: "Archivos elegidos" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Quitar b.jpg" })).toBeTruthy();
    expect(document.getElementById("contato-arquivos-erro")!.textContent).toBe(
      "Error: Tipo de archivo no válido - Tipos aceptados: JPEG, MP4.",
    );
  });
});
