/** What a post is about, judged by its title: it picks the card's icon and colour. */
export type PostKind = "snack" | "uniform" | "news";

/** `postKind("Game Day Snack Schedule")` is `"snack"`; jersey or uniform is `"uniform"`; else `"news"`. */
export function postKind(title: string): PostKind {
  const lower = title.toLocaleLowerCase("en-US");
  if (lower.includes("snack")) return "snack";
  if (lower.includes("jersey") || lower.includes("uniform")) return "uniform";
  return "news";
}
