/**
 * Every sentence the API can send a parent, by message key: an error names its key and values
 * (src/lib/domain/errors.ts) and the answer says it in the request's language
 * (src/lib/server/messages.ts). `{slot}`s are filled from the error's values, e.g. `{seconds}`.
 */
export const api = {
  // Any route
  internal: "Something went wrong on our side. Please try again.",
  notFoundAnything: "Not found",
  crossSite: "Cross-site requests are not allowed",
  bodyTooLarge: "The request body is over {size}",
  bodyNotJson: "Send the body as application/json",
  bodyInvalidJson: "The body is not valid JSON",
  fieldsInvalid: "Some fields are missing or invalid",
  useMethods: "Use {methods} for this route",
  /** Joins the methods of `useMethods`, e.g. "GET or PUT". */
  or: "or",
  signInAsCoach: "Sign in as the coach to do this",
  // The store
  storeBusy: "The store is busy; please try again",
  storeUnexpected: "The store did not answer as expected; please try again",
  storeUnreachable: "The team's data could not be reached just now. Please try again in a moment.",
  tooManyChanges: "Too many changes to this {thing} at once; please try again",
  // Snack sign-ups
  snackGamesOnly: "Snack sign-up is for games only",
  snackGameCancelled: "This game is cancelled, so it needs no snacks.",
  snackGamePostponed: "This game is postponed: snack sign-up opens again once it has a new date.",
  snackGamePlayed: "This game has already been played",
  snackTaken: "Someone else just signed up to bring snacks for this game.",
  snackTakenBy: "{name} just signed up to bring snacks for this game.",
  snackBudgetEmail:
    "This email address is already bringing snacks to {count} upcoming games, the most one family can hold at a time. Thank you! Once one of them has been played you can sign up again, or ask the coach.",
  snackBudgetClient:
    "{count} upcoming games have already been signed up for from this connection, the most one family can hold at a time. Once one of them has been played you can sign up again, or ask the coach.",
  snackBudgetNetwork:
    "{count} upcoming games have already been signed up for from connections on the same part of your internet or mobile provider's network, the most it can hold at a time. Once one of them has been played you can sign up again, or ask the coach to sign you up.",
  signupLinkSpent:
    "This sign-up link no longer works: the sign-up was cancelled or changed by the coach. The schedule shows who is bringing snacks now.",
  signupGameStarted:
    "This game has started, so its sign-up can no longer be changed. Please contact the coach.",
  // Family links and answers
  familyLinkEnded: "This family link no longer works. Please ask the coach for a new one.",
  answersLocked: "Answers for this event closed at {time}. Please contact the coach.",
  answersCancelled: "This event is cancelled, so it takes no answers.",
  answersPostponed: "This event is postponed: answers open again once it has a new date.",
  answersOver: "This event is over, so it takes no more answers or notes.",
  familySnackNotFound: "Your family has no snack sign-up for this game.",
  limitFamilyRequests: "Too many requests from this family link at once.",
  // The contact form
  contactDayFull:
    "The contact form has taken all the messages it can for today. Please call or text the coach at {phone} instead, or send your message tomorrow.",
  // Rate limits: a limit's sentence, then how long to wait
  rateLimitedWait: "{limit} Try again in {wait}.",
  waitSeconds: "{count} seconds",
  waitMinutes: "{count} minutes",
  tooManyRequestsNow: "Too many requests at once. Try again in a moment.",
  limitSignInFailures: "Too many failed sign-in attempts.",
  limitSignInSite: "Too many sign-in attempts on the site right now.",
  limitWrongCodes: "Too many wrong authenticator codes were sent for this account lately.",
  limitMessages: "Too many messages at once.",
  limitSignups: "Too many sign-ups at once.",
  limitSignupRequests: "Too many requests for sign-ups at once.",
  limitRequests: "Too many requests at once.",
  /** What was not found, by the store's name for it. */
  notFound: {
    Event: "Event not found",
    Player: "Player not found",
    Post: "Post not found",
    Message: "Message not found",
    Parent: "Parent not found",
    "Chat message": "Chat message not found",
    "GroupMe settings": "GroupMe settings not found",
    "Field alert": "Field alert not found",
    "Snack note": "Snack note not found",
    Season: "Season not found",
    "Season archive": "Season archive not found",
    Team: "Team not found",
    "Current season": "Current season not found",
    Record: "Record not found",
    Score: "Score not found",
    "Snack volunteer": "Snack volunteer not found",
    Reminder: "Reminder not found",
    Family: "Family not found",
    Answer: "Answer not found",
    "Availability settings": "Availability settings not found",
  },
  /** The same things as `{thing}` in a sentence, e.g. "this event". */
  things: {
    Event: "event",
    Player: "player",
    Post: "post",
    Message: "message",
    Parent: "parent",
    "Chat message": "chat message",
    "GroupMe settings": "groupme settings",
    "Field alert": "field alert",
    "Snack note": "snack note",
    Season: "season",
    "Season archive": "season archive",
    Team: "team",
    "Current season": "current season",
    Record: "record",
    Score: "score",
    "Snack volunteer": "snack volunteer",
    Reminder: "reminder",
    Family: "family",
    Answer: "answer",
    "Availability settings": "availability settings",
  },
};
