// @vitest-environment jsdom
/**
 * Islands (docs/decisions/0031): the server records each outermost island and its props in
 * document order; the browser hydrates each container as a root of its own without a mismatch,
 * each with its own hydration scope, and marks it ready once its script-only parts are in.
 */
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { HydrationScopeProvider, useHydrated } from "../components/use-hydrated";
import { Island, IslandBody, IslandSink, IslandSinkProvider, useIslandPage } from "./islands";
import { markReady } from "./marks";

function Counter({ label }: { label: string }) {
  const hydrated = useHydrated();
  return <button className={hydrated ? "live" : "static"}>{label}</button>;
}

function Inner({ text }: { text: string }) {
  return <em>{text}</em>;
}

function Outer({ text }: { text: string }) {
  // An island inside an island is part of it: no container, not recorded.
  return (
    <span>
      <Island id="chat" component={Inner} props={{ text }} />
    </span>
  );
}

function IslandPageMark() {
  useIslandPage();
  return null;
}

function Page({ islandPage }: { islandPage: boolean }) {
  return (
    <main>
      {islandPage ? <IslandPageMark /> : null}
      <p>Static text</p>
      <Island id="openings" component={Counter} props={{ label: "a" }} />
      <Island id="gallery" component={Outer} props={{ text: "nested" }} />
      <Island id="notifications" component={Counter} props={{ label: "b" }} />
    </main>
  );
}

function serverRender(islandPage: boolean) {
  const sink = new IslandSink();
  const html = renderToString(
    <IslandSinkProvider value={sink}>
      <Page islandPage={islandPage} />
    </IslandSinkProvider>,
  );
  return { sink, html };
}

describe("Island", () => {
  it("records the outermost islands with their props in document order, each in a data-island container", () => {
    const { sink, html } = serverRender(true);
    expect(sink.active).toBe(true);
    expect(sink.islands).toEqual([
      { id: "openings", props: { label: "a" } },
      { id: "gallery", props: { text: "nested" } },
      { id: "notifications", props: { label: "b" } },
    ]);
    const container = document.createElement("div");
    container.innerHTML = html;
    expect([...container.querySelectorAll("[data-island]")].map((e) => e.getAttribute("data-island"))).toEqual([
      "openings",
      "gallery",
      "notifications",
    ]);
    expect(container.querySelector("em")?.textContent).toBe("nested");
  });

  it("records the events that wake a sleeping island in the page's data, and none for one awake at load", () => {
    const wakeOn = [{ type: "notify", then: "replay" as const }];
    const sink = new IslandSink();
    renderToString(
      <IslandSinkProvider value={sink}>
        <Island id="notifications" component={Inner} props={{ text: "a" }} wake="event" wakeOn={wakeOn} />
        <Island id="libras" component={Inner} props={{ text: "b" }} wakeOn={wakeOn} />
        <Island id="chat" component={Inner} props={{ text: "c" }} wake="idle" />
      </IslandSinkProvider>,
    );
    expect(sink.islands).toEqual([
      { id: "notifications", props: { text: "a" }, wake: "event", wakeOn },
      { id: "libras", props: { text: "b" } },
      { id: "chat", props: { text: "c" }, wake: "idle" },
    ]);
  });

  it("leaves a page hydrated whole as such: its islands are recorded but the page is not an island page", () => {
    const { sink } = serverRender(false);
    expect(sink.active).toBe(false);
  });

  it("hydrates each container on its own, at its own time, without a mismatch, and marks it ready", async () => {
    const { sink, html } = serverRender(true);
    const app = document.createElement("div");
    app.innerHTML = html;
    document.body.append(app);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const containers = [...app.querySelectorAll("[data-island]")];
    const components = { openings: Counter, gallery: Outer, notifications: Counter } as unknown as Record<
      string,
      React.ComponentType<Record<string, unknown>>
    >;
    // One after the other: a later island still hydrates from its own "not yet hydrated" state.
    for (const [index, island] of sink.islands.entries()) {
      const container = containers[index]!;
      const Component = components[island.id]!;
      await act(async () => {
        hydrateRoot(
          container,
          <HydrationScopeProvider value={{ done: false }}>
            <IslandBody onReady={() => markReady(container)}>
              <Component {...island.props} />
            </IslandBody>
          </HydrationScopeProvider>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });
      expect(container.getAttribute("data-ready")).toBe("true");
    }
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect([...app.querySelectorAll("button")].map((b) => b.className)).toEqual(["live", "live"]);
    errors.mockRestore();
    app.remove();
  });
});
