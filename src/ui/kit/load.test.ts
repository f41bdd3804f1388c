import { describe, expect, it } from "vitest";
import { kit } from "../../i18n/en/kit";
import { describeLoadError, ENGLISH_LOAD_WORDS } from "./load";

describe("load failures in English", () => {
  it("say what the English catalog says", () => {
    expect(ENGLISH_LOAD_WORDS).toEqual({ offline: kit.offline, loadFailed: kit.loadFailed });
  });

  it.each([
    ["no answer (fetch's TypeError)", new TypeError("Failed to fetch"), kit.offline],
    ["anything else", new Error("500"), kit.loadFailed],
  ])("%s", (_case, error, expected) => {
    expect(describeLoadError(error)).toBe(expected);
  });
});
