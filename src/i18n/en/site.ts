/** The words of every page's frame: the skip link and the language names. */
export const site = {
  skipLink: "Skip to main content",
  /** Each language's name in its own language, for the switch and `hreflang`. */
  english: "English",
  spanish: "Español",
};
