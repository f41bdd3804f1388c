/** The navigation bars' links and names (src/components/nav.ts lists the links by these keys). */
export const nav = {
  home: "Home",
  schedule: "Schedule",
  teamInfo: "Team Info",
  roster: "Roster",
  posts: "Posts",
  contact: "Contact",
  /** The phone's short name for the contact page. */
  info: "Info",
  /** The bars' names for screen readers. */
  main: "Main",
  mainMobile: "Main (mobile)",
};
