// @vitest-environment jsdom
/**
 * The upload form as an editor meets it, against the real upload handler over HTTP (jsdom's
 * XMLHttpRequest sends the real multipart body): labelled fields with the alt text in three
 * languages, progress while sending, the result announced; a refused file's message beside the
 * file field, joined to it, and focus back on it. Without JavaScript it is a plain multipart form.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import express from "express";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formStrings } from "../../../common/editor/strings";
import { createEditorMedia } from "../../../server/editor/media/uploads";
import { MediaUpload } from "./MediaUpload";

let root: string;
let base: string;
let close: () => void;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "editor-upload-ui-"));
  const media = createEditorMedia({ mediaDir: path.join(root, "media") });
  const app = express();
  // jsdom's page is at http://localhost:3000: the test server lets it post across origins.
  app.use((req, res, next) => {
    res.setHeader("Access-Control-Allow-Origin", "http://localhost:3000");
    res.setHeader("Access-Control-Allow-Headers", "Accept");
    if (req.method === "OPTIONS") return void res.sendStatus(204);
    next();
  });
  app.post("/image", media.imageHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});
afterEach(cleanup);

const t = formStrings.pt;

describe("MediaUpload", () => {
  it("is a multipart form with labelled alt texts in three languages, axe clean", async () => {
    render(<MediaUpload kind="image" action="/editor/media/image" ui="pt" hidden={{ _csrf: "token" }} />);
    const form = document.querySelector("form")!;
    expect([form.method, form.enctype, form.getAttribute("action")]).toEqual([
      "post",
      "multipart/form-data",
      "/editor/media/image",
    ]);
    const alt = screen.getByRole("group", { name: t.upload.alt });
    expect(
      within(alt)
        .getAllByRole("textbox")
        .map((i) => [i.getAttribute("name"), i.getAttribute("lang")]),
    ).toEqual([
      ["alt.pt", "pt-BR"],
      ["alt.en", "en-US"],
      ["alt.es", "es-ES"],
    ]);
    expect(screen.getByLabelText(t.upload.file).getAttribute("type")).toBe("file");
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  // jsdom's FormData(form) posts a file input's part without its bytes, so the success path and its
  // progress bar need a real browser (the editor's end-to-end tests); the refusal path is the same code.
  it("sends with XMLHttpRequest, shows the server's refusal beside the file field and returns focus to it", async () => {
    const user = userEvent.setup();
    render(<MediaUpload kind="image" action={`${base}/image`} ui="en" />);
    for (const lang of ["Português", "English", "Español"]) await user.type(screen.getByLabelText(lang), "x");
    const file = screen.getByLabelText(formStrings.en.upload.file);
    await user.click(screen.getByRole("button", { name: formStrings.en.upload.submit }));
    expect(screen.getByRole("button", { name: formStrings.en.upload.submit }).hasAttribute("disabled")).toBe(true);
    await expect.poll(() => file.getAttribute("aria-invalid"), { timeout: 30_000 }).toBe("true");
    const message = document.getElementById(file.getAttribute("aria-describedby")!.split(" ")[1]!)!;
    expect(message.textContent).toBe("Error: Choose a file to upload.");
    expect(document.activeElement).toBe(file);
    expect(screen.getByRole("button", { name: formStrings.en.upload.submit }).hasAttribute("disabled")).toBe(false);
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }, 60_000);
});
