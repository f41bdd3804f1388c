import { describe, expect, it } from "vitest";
import { wordsFor } from "../../i18n/words";
import { describeLoadError } from "../kit/load";
import { loadFailureWords } from "./load-words";

describe("loadFailureWords", () => {
  const offline = describeLoadError(new TypeError("Failed to fetch"));
  const failed = describeLoadError(new Error("500"));

  it.each([
    { lang: "en", message: offline, expected: offline },
    { lang: "en", message: failed, expected: failed },
    {
      lang: "es",
      message: offline,
      expected: "Parece que no tiene conexión. Revise su conexión e inténtelo de nuevo.",
    },
    { lang: "es", message: failed, expected: "Algo salió mal al cargar esto. Inténtelo de nuevo." },
    { lang: "es", message: "Demasiadas solicitudes.", expected: "Demasiadas solicitudes." },
  ] as const)("$lang: $message → $expected", ({ lang, message, expected }) => {
    expect(loadFailureWords(message, wordsFor(lang).kit)).toBe(expected);
  });
});
