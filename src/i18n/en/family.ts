/**
 * The family page's words (`/family#<token>`): a family answers Going, Not going or Maybe for each
 * of its players at every game and practice, sends the coach a private note, marks a weekday it
 * cannot come for the rest of the season and keeps its snack sign-ups; also the home page's link to
 * it, the schedule's public counts ("7 going") and the QR slip the coach prints for the family, in
 * the family's language. The server's own sentences (a closed answer, a spent link, the nudge for
 * the group) come in its answers, not from here.
 */
export const family = {
  page: {
    title: "Your Family Page",
    description: "The private page of a family of {team}: say who is coming to each game and practice.",
    intro:
      "Tell the coach who is coming to each game and practice. This page is private to your family: keep its link to yourself.",
    loading: "Loading your family's games and practices...",
    empty: "No games or practices coming up. Check back soon!",
    players: "Players: {names}",
  },
  /** When the page has no family to show. */
  link: {
    noLinkHeading: "No family link here",
    noLinkText:
      "Open this page with the private link the coach sent your family, or scan the code on the coach's slip.",
    spentHeading: "This family link no longer works",
    spentText: "The coach may have made a new link for your family. Ask the coach for it.",
    busy: "Too many requests at once. Please wait a minute and try again.",
    schedule: "See the team's schedule",
  },
  /** One event's card. */
  event: {
    answerBy: "Answers close {when}.",
    closed: "Answers are closed. You can still send the coach a note.",
    cancelled: "Cancelled: no answers needed.",
    postponed: "Postponed: answers open again once it has a new date.",
    moved: "The time changed: please answer again for the new time.",
  },
  answer: {
    /** The group of buttons of one player at one event, for screen readers: "Maya at Game vs Buda Blaze". */
    group: "{player} at {event}",
    going: "Going",
    notGoing: "Not going",
    maybe: "Maybe",
    none: "No answer yet",
    /** What a player's answer is now, in words: "Answer: Going". */
    current: "Answer: {answer}",
    toConfirm: "To confirm: answered for the old time",
    away: "Not going: not available on {weekday}",
    byCoach: "Set by the coach",
    saving: "Saving...",
    saved: "Saved",
    failed: "Not saved. Check your connection and try again.",
    retry: "Try again",
  },
  note: {
    label: "Note to the coach about {player}",
    hint: "Only the coach sees it, e.g. running 10 minutes late. Up to 140 characters.",
    send: "Send note",
    sending: "Sending...",
    sent: "Note sent",
    failed: "The note was not sent. Check your connection and try again.",
    tooLong: "A note is at most 140 characters.",
  },
  away: {
    heading: "Not available on a day of the week",
    intro:
      "If a player cannot come on one day of the week for the rest of the season, mark it once: every game and practice on that day counts as Not going, unless you answer otherwise.",
    player: "Player",
    weekday: "Day",
    mark: "Mark not available",
    marking: "Saving...",
    marked: "{player}: not available on {weekday} for the rest of the season.",
    clear: "Available again",
    clearing: "Saving...",
    failed: "Not saved. Check your connection and try again.",
    none: "No day marked.",
  },
  /** ISO weekdays, 1 = Monday, as "not available on …" names them. */
  weekdays: {
    "1": "Mondays",
    "2": "Tuesdays",
    "3": "Wednesdays",
    "4": "Thursdays",
    "5": "Fridays",
    "6": "Saturdays",
    "7": "Sundays",
  },
  snacks: {
    heading: "Your snack sign-ups",
    intro: "Snack sign-ups made from this page belong to your family: change or cancel them here.",
    none: "Your family is not bringing snacks to any game yet.",
    open: "Needs a snack volunteer",
    signUp: "Sign up to bring snacks",
    name: "Parent name",
    bringing: "What you'll bring",
    email: "Email",
    emailHint: "Only the coach sees your email.",
    save: "Save",
    saving: "Saving...",
    change: "Change",
    cancel: "Cancel sign-up",
    cancelling: "Cancelling...",
    yours: "You're bringing snacks: {bringing}",
    yoursNothingSaid: "You're bringing snacks",
    failed: "Not saved. Check your connection and try again.",
  },
  /** The link on the home page of a phone that has opened its family page. */
  home: {
    yourPage: "Your family page",
  },
  /** The public schedule's count of an upcoming event: names and notes never show. */
  counts: {
    going: { one: "{count} going", other: "{count} going" },
  },
  /** The slip the coach prints for a family, in the family's language. */
  slip: {
    heading: "{family}: your family link",
    text: "Scan this code with your phone's camera to open your family's private page. Tell the coach there who is coming to each game and practice.",
    keep: "Keep it to yourself: anyone with this link can answer for your family.",
  },
};
