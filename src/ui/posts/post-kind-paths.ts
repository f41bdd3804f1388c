/**
 * The drawings of the posts' icons, by what a post is about (post-kind.ts): an apple, a jersey, a
 * megaphone; and Read More's chevron. Only the page's sprite (PostKindSprite.astro) reads them, so they travel in the HTML and
 * not in the posts island's script.
 */
import type { PostKind } from "./post-kind";

export const POST_KIND_PATHS: Record<PostKind, string[]> = {
  snack: [
    "M12 20.94c1.5 0 2.75 1.06 4 1.06 3 0 6-8 6-12.22A4.91 4.91 0 0 0 17 5c-2.22 0-4 1.44-5 2-1-.56-2.78-2-5-2a4.9 4.9 0 0 0-5 4.78C2 14 5 22 8 22c1.25 0 2.5-1.06 4-1.06Z",
    "M10 2c1 .5 2 2 2 5",
  ],
  uniform: [
    "M20.38 3.46 16 2a4 4 0 0 1-8 0L3.62 3.46a2 2 0 0 0-1.34 2.23l.58 3.47a1 1 0 0 0 .99.84H6v10c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V10h2.15a1 1 0 0 0 .99-.84l.58-3.47a2 2 0 0 0-1.34-2.23z",
  ],
  news: ["m3 11 18-5v12L3 14v-3z", "M11.6 16.8a3 3 0 1 1-5.8-1.6"],
};

/** Read More's chevron, pointing down (up, turned, for Read Less); filled on a 20 × 20 box. */
export const READ_MORE_PATH =
  "M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06z";
