/** What a post is about, judged by its title: it picks the card's icon and colour. */
export type PostKind = "snack" | "uniform" | "news";

const SNACK_WORDS = ["snack", "merienda"];
/** "uniform" finds "uniforme" too. */
const UNIFORM_WORDS = ["jersey", "uniform", "camiseta"];

/**
 * `postKind("Game Day Snack Schedule")` is `"snack"`; jersey or uniform is `"uniform"`; else
 * `"news"`. A title the coach writes in Spanish counts too: "Meriendas del sábado" is `"snack"`.
 */
export function postKind(title: string): PostKind {
  const lower = title.toLocaleLowerCase("en-US");
  if (SNACK_WORDS.some((word) => lower.includes(word))) return "snack";
  if (UNIFORM_WORDS.some((word) => lower.includes(word))) return "uniform";
  return "news";
}
