/**
 * The snack sign-up's words: the list on /schedule, the sign-up dialog and its private link, the
 * cancel confirmation, the volunteer's fields, and /snacks/manage in every state. The server's own
 * messages (someone else was first, the two-game budget) come in its answers, not from here.
 */
export const snacks = {
  list: {
    loading: "Loading games...",
    empty: "No games scheduled yet. Check back soon!",
    formFailed: "The sign-up form could not load. Check your connection and try again.",
    aVolunteer: "A parent volunteer",
    yours: "You're bringing snacks",
    bringing: "Bringing: {bringing}",
    volunteer: "Volunteer: {name}",
    covered: "Covered!",
    needVolunteer: "Need Volunteer",
    signUp: "Sign Up",
    /** Read after Sign Up by screen readers. */
    signUpFor: " to bring snacks: {game}",
    change: "Change",
    cancel: "Cancel",
    /** Read after Change and Cancel by screen readers. */
    yourSignupFor: " your snack sign-up: {game}",
    opening: "Opening…",
  },
  dialog: {
    title: "Sign Up for Snacks",
    doneTitle: "You're Signed Up",
    pleaseBring: "Please bring snacks and drinks for about 15 people (12-15 players plus coaches).",
    thanks: "Thank you for bringing snacks!",
    emailHint: "Only the coach sees your email.",
    missing: "Please fill in your name and email address.",
    missingTitle: "Missing Information",
    confirm: "Confirm Sign Up",
    sending: "Signing up...",
    failed: "There was an error with your snack signup. Please try again.",
    failedTitle: "Signup Failed",
    successTitle: "Snack Signup Successful! 🍎",
    successText: "Thank you for volunteering to bring snacks for the team!",
    linkIntro:
      "This private link lets you change or cancel your sign-up until the game starts. Keep it to yourself: anyone who has it can change your sign-up. This phone remembers it for you too.",
    manage: "Manage your sign-up",
    copy: "Copy link",
    copying: "Copying...",
    copied: "Link copied",
    copiedStatus: "The link to manage your sign-up is copied.",
    copyFailed:
      "The link could not be copied here. Press and hold Manage your sign-up to copy it, or bookmark that page.",
    copyFailedTitle: "Copy Failed",
    done: "Done",
  },
  /** A parent's own details, as the sign-up and the manage page ask for them. */
  fields: {
    name: "Parent name",
    email: "Email",
    phone: "Phone",
    bringing: "What you'll bring",
    bringingHint: "e.g. Orange slices and water. Everyone sees it.",
  },
  noteHeading: "From the coach",
  cancel: {
    title: "Cancel Your Snack Sign-up?",
    /** After the game's title and date. */
    text: "The game will show Need Volunteer again so another family can sign up, and your private link stops working.",
    keep: "Keep my sign-up",
    confirm: "Cancel sign-up",
    sending: "Cancelling...",
    doneTitle: "Sign-up Cancelled",
    doneText: "The game needs a snack volunteer again.",
    failedTitle: "Cancel Failed",
  },
  /** Why a call with a private link failed, when the server gave no reason of its own. */
  problems: {
    spent: "This sign-up link no longer works. The schedule shows who is bringing snacks now.",
    started: "This game has started, so its sign-up can no longer be changed.",
    busy: "Too many requests at once. Please wait a minute and try again.",
    server: "Something went wrong on our side. Please try again.",
  },
  manage: {
    title: "Your Snack Sign-up",
    description: "Change or cancel your game-day snack sign-up for {team}.",
    intro: "Change what you bring or how the coach can reach you, or cancel, until the game starts.",
    loading: "Loading your sign-up...",
    garbledHeading: "This link is not complete",
    garbledText:
      "Part of the link seems to have been cut off when it was copied. Please open it again from where you saved it.",
    noLinkHeading: "Open this page with your private link",
    noLinkText:
      "You got the link when you signed up (Manage your sign-up). Signed up on this phone? The schedule shows Change beside your game.",
    spentHeading: "This sign-up can no longer be changed here",
    cancelledHeading: "Your sign-up is cancelled",
    cancelledText:
      "Your sign-up is cancelled. The game needs a volunteer again. Thank you for letting the team know.",
    toSchedule: "Go to the schedule",
    yours: "You're bringing snacks to",
    details: "Your details",
    emailHint: "Only the coach sees your email and phone.",
    save: "Save changes",
    saving: "Saving...",
    savedTitle: "Sign-up Updated",
    savedText: "Your changes are saved.",
    saveFailedTitle: "Save Failed",
    cantMakeIt: "Can't make it?",
    cantMakeItText: "Cancel, and the game shows Need Volunteer again for another family.",
    cancelMine: "Cancel my sign-up",
    confirmFailed: "This could not load. Check your connection and try again.",
  },
};
