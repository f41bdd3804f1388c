import { describe, expect, it } from "vitest";
import { qrCode, qrPath } from "./qr-svg";

describe("qrPath", () => {
  it.each([
    { matrix: [[false]], expected: "" },
    {
      matrix: [
        [true, false],
        [false, true],
      ],
      expected: "M0 0h1v1h-1zM1 1h1v1h-1z",
    },
  ])("$expected", ({ matrix, expected }) => {
    expect(qrPath(matrix)).toBe(expected);
  });
});

describe("qrCode", () => {
  it("keeps a quiet zone of four modules around the code", () => {
    const { size, path } = qrCode("https://x.org/family#fam-1.1.1.Qm9v");
    expect(size).toBeGreaterThan(21 + 8 - 1);
    const cells = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(Math.min(...cells.flat())).toBe(4);
    expect(Math.max(...cells.flat())).toBe(size - 5);
  });
});
