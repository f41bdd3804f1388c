import { describe, expect, it } from "vitest";
import { leaves } from "./leaves";
import { SAME_IN_BOTH } from "./same-in-both";
import { CATALOGS } from "./words";

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const english = new Map(leaves(CATALOGS.en));
const spanish = new Map(leaves(CATALOGS.es));

describe("the catalogs", () => {
  it("have the same keys in English and Spanish", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])("%s: both languages say something, with the same slots", (key) => {
    const [en, es] = [english.get(key) ?? "", spanish.get(key) ?? ""];
    expect(en.trim()).not.toBe("");
    expect(es.trim()).not.toBe("");
    expect(slots(es)).toEqual(slots(en));
  });

  it("translate every line but the listed names", () => {
    const untranslated = [...english].filter(
      ([key, en]) => spanish.get(key) === en && !SAME_IN_BOTH.has(key),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it("list no same-in-both key that is gone or translated after all", () => {
    const stale = [...SAME_IN_BOTH].filter(
      (key) => !english.has(key) || english.get(key) !== spanish.get(key),
    );
    expect(stale).toEqual([]);
  });
});
