// @vitest-environment jsdom
/**
 * The header's notification banner as a visitor meets it: a group named by its title in the
 * page's language, one at a time, focused after a second (so a screen reader reads it), and on
 * closing focus goes back to where the visitor was.
 */
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRoot } from "../testing/render-in-root";
import { Notifications } from "./Notifications";
import { closeNotification, notify, NOTIFICATION_TIMING } from "./notify";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A page with a button that sends, and the banner. */
function renderPage(lang: "pt" | "en" | "es" = "pt") {
  renderInRoot(
    <>
      <Notifications />
      <button type="button" onClick={() => notify("sucesso")}>
        Enviar
      </button>
    </>,
    { lang },
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe("Notifications", () => {
  it("shows nothing until something is notified", () => {
    renderPage();
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("shows the banner named by its title, takes focus after a second, and gives it back on closing", async () => {
    const user = renderPage();
    const send = screen.getByRole("button", { name: "Enviar" });
    await user.click(send);
    const banner = screen.getByRole("group", { name: "Mensagem enviada." });
    expect(document.activeElement).toBe(send);
    await wait(NOTIFICATION_TIMING.focusMs);
    expect(document.activeElement).toBe(banner);

    await user.keyboard("{Tab}");
    const close = screen.getByRole("button", { name: "Fechar notificação" });
    expect(document.activeElement).toBe(close);
    await user.keyboard("{Enter}");
    await wait(NOTIFICATION_TIMING.fadeMs);
    expect(screen.queryByRole("group")).toBeNull();
    expect(document.activeElement).toBe(send);
  });

  it("shows one at a time: a new notification replaces the one showing", async () => {
    renderPage();
    act(() => notify("informacao"));
    expect(screen.getByRole("group", { name: "Enviando mensagem." })).toBeTruthy();
    act(() => notify("erro"));
    expect(screen.getAllByRole("group").map((g) => g.textContent)).toEqual(["Erro de envio."]);
  });

  it("closes from code too, after its fade", async () => {
    renderPage();
    act(() => notify("erro"));
    act(() => closeNotification());
    expect(screen.getByRole("group", { name: "Erro de envio." })).toBeTruthy();
    await wait(NOTIFICATION_TIMING.fadeMs);
    expect(screen.queryByRole("group")).toBeNull();
  });

  it.each([
    ["en", "Sending message.", "Message sent.", "Sending error.", "Close notification"],
    ["es", "Enviando mensaje.", "Mensaje enviado.", "Error de envío.", "Cerrar notificación"],
  ] as const)("speaks %s", (lang, informacao, sucesso, erro, close) => {
    renderPage(lang);
    for (const [type, title] of [
      ["informacao", informacao],
      ["sucesso", sucesso],
      ["erro", erro],
    ] as const) {
      act(() => notify(type));
      expect(screen.getByRole("group", { name: title })).toBeTruthy();
      expect(screen.getByRole("button", { name: close })).toBeTruthy();
    }
  });
});
