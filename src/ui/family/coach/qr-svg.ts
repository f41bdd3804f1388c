/**
 * A QR code as an SVG path, drawn from the `uqr` package's matrix in the browser, only when the
 * slips' sheet opens: one path of unit squares, with the four-module quiet zone a phone's camera
 * needs. No inline style, so it passes the strict CSP.
 */
import { encode } from "uqr";

/**
 * The dark modules of `matrix` as one path, e.g. `[[true, false], [false, true]]` →
 * `"M0 0h1v1h-1zM1 1h1v1h-1z"`.
 */
export const qrPath = (matrix: readonly (readonly boolean[])[]): string =>
  matrix
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${String(x)} ${String(y)}h1v1h-1z` : "")))
    .join("");

/** The code of `text` (a family's link): its size in modules, border included, and its path. */
export function qrCode(text: string): { size: number; path: string } {
  const code = encode(text, { ecc: "M", border: 4 });
  return { size: code.size, path: qrPath(code.data) };
}
