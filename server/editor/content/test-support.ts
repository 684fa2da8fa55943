/** Helpers for the content editor's tests (not shipped): its refusals and a stand-in for the roles' rights. */
import { expect } from "vitest";
import { ContentEditError, type ContentEditRefusal } from "./errors";

/** The refusal a promise rejects with (fails the test when it resolves). */
export async function refusal(promise: Promise<unknown>): Promise<ContentEditRefusal> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentEditError);
  return (error as ContentEditError).refusal;
}

/** Openings edits openings, benefits and the gallery; communications every other type; admin all. */
export const canEdit = (role: string, type: string) =>
  role === "admin" || (role === "openings" ? ["vacancy", "benefit", "gallery"].includes(type) : type !== "vacancy");
