/** Excerpts show on cards and in feeds; the spec's hint is 150 characters. */
export const EXCERPT_LENGTH = 150;

/** The excerpt to store: the given one, or the first 150 characters of the content when empty. */
export function deriveExcerpt(excerpt: string | null | undefined, content: string): string {
  const given = excerpt?.trim() ?? "";
  return given === "" ? content.trim().slice(0, EXCERPT_LENGTH) : given;
}
