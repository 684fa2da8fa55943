/**
 * The "Agendar" section's POST and what the item's form then shows, on real services (SQLite):
 * a plan in Fortaleza time listed with who planned it, a moment in the past refused by its field's
 * message, and a cancel; a form opened before the item's key changed plans for the item under its new key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../server/services";
import vacancies from "../../content/vacancies.json" with { type: "json" };
import { itemData } from "./items.server";
import { scheduleAction } from "./schedule.server";
import { routeArgs, signedInSession, startEditorServices, type TestSession } from "./route-test-support.server";
import type { EditorPageProps } from "./views";

let services: Services;
let stop: () => Promise<void>;
let session: TestSession;
const OPENING = vacancies[0]!;

beforeAll(async () => {
  ({ services, stop } = await startEditorServices("lead-agenda-"));
  session = await signedInSession(services, "olga@lead.example", "openings");
}, 60_000);

afterAll(() => stop?.());

function args(url: string, form?: Record<string, string>, key = OPENING.key) {
  return routeArgs(services, url, {
    cookie: session.cookie,
    params: { type: "vacancy", key },
    form: form ? new URLSearchParams({ _csrf: session.csrf, ...form }) : undefined,
  });
}

const itemPath = `/editor/vagas/${OPENING.key}`;
const sectionAt = async (location: string) => {
  const props = (await itemData(args(location))) as EditorPageProps;
  return props.view.kind === "item" ? props.view.schedule : undefined;
};

describe("the Agendar section", () => {
  it("plans an end in Fortaleza time, lists it with who planned it, refuses the past by its field, and cancels", async () => {
    const planned = (await scheduleAction(
      args(`${itemPath}/agenda`, { acao: "unpublish", data: "2099-12-19", hora: "18:30" }),
    )) as Response;
    expect(planned.status).toBe(303);
    const location = planned.headers.get("location")!;
    const section = await sectionAt(location);
    expect(section?.notice).toBe("planned");
    expect(section?.pending).toEqual([
      { id: expect.any(Number), action: "unpublish", at: "2099-12-19T21:30:00.000Z", by: "olga@lead.example", running: false },
    ]);

    const past = (await scheduleAction(
      args(`${itemPath}/agenda`, { acao: "publish", data: "2001-01-01", hora: "10:00" }),
    )) as Response;
    const refused = await sectionAt(past.headers.get("location")!);
    expect(refused).toMatchObject({ error: "past", values: { action: "publish", date: "2001-01-01", time: "10:00" } });

    const cancelled = (await scheduleAction(
      args(`${itemPath}/agenda`, { cancelar: String(section!.pending[0]!.id) }),
    )) as Response;
    const after = await sectionAt(cancelled.headers.get("location")!);
    expect(after).toMatchObject({ notice: "cancelled", pending: [] });
  }, 60_000);

  it("plans for the item under its key now when the form still names its old key", async () => {
    const opening = vacancies[1]!;
    const item = await services.contentEditor.get({ id: "olga@lead.example", role: "openings" }, "vacancy", opening.key);
    await services.contentEditor.save(
      { id: "olga@lead.example", role: "openings" },
      "vacancy",
      opening.key,
      { ...(item.data as object), key: `${opening.key}-renomeada` },
      item.version,
    );
    const planned = (await scheduleAction(
      args(`/editor/vagas/${opening.key}/agenda`, { acao: "unpublish", data: "2099-12-20", hora: "09:00" }, opening.key),
    )) as Response;
    expect(planned.status).toBe(303);
    const location = planned.headers.get("location")!;
    expect(new URL(location, "http://x").pathname).toBe(`/editor/vagas/${opening.key}-renomeada`);
    const props = (await itemData(args(location, undefined, `${opening.key}-renomeada`))) as EditorPageProps;
    const section = props.view.kind === "item" ? props.view.schedule : undefined;
    expect(section?.pending).toEqual([
      { id: expect.any(Number), action: "unpublish", at: "2099-12-20T12:00:00.000Z", by: "olga@lead.example", running: false },
    ]);
  }, 60_000);
});
