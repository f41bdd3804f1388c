import { describe, expect, it } from "vitest";
import { wordsFor } from "../../i18n/words";
import { describeLoadError } from "../kit/load";
import { loadFailure } from "./load-failure";

describe("loadFailure: the kit's failure in the page's language", () => {
  const offline = { status: "error", message: describeLoadError(new TypeError("Failed to fetch")) } as const;
  const failed = { status: "error", message: describeLoadError(new Error("500")) } as const;
  const notFound = { status: "not-found" } as const;

  it.each([
    ["en", offline, "You seem to be offline. Check your connection and try again."],
    ["en", failed, "Something went wrong loading this. Please try again."],
    ["en", notFound, "Something went wrong loading this. Please try again."],
    ["es", offline, "Parece que no tiene conexión. Revise su conexión e inténtelo de nuevo."],
    ["es", failed, "Algo salió mal al cargar esto. Inténtelo de nuevo."],
    ["es", notFound, "Algo salió mal al cargar esto. Inténtelo de nuevo."],
  ] as const)("%s, %o", (lang, answer, message) => {
    expect(loadFailure(answer, wordsFor(lang).kit)).toBe(message);
  });
});
