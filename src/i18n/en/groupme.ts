/**
 * What the site writes for the team's GroupMe group and for a rainout, in the families' words:
 * the game-eve reminder, a shared post's link, and the texts a rainout starts from (the note on
 * each cancelled event, the field alert and the message), which the coach may edit. Composed by
 * src/lib/domain/reminders.ts, post-share.ts and src/ui/game-day/coach/rainout.ts, one language
 * at a time (docs/product-rules.md#groupme).
 */
export const groupMe = {
  reminder: {
    today: "today",
    tomorrow: "tomorrow",
    /** "⚽ Game tomorrow: Sat, Nov 1 at 10:00 AM vs Driftwood Dragons at Rio Vista Fields." */
    game: "⚽ Game {when}: {day}{time}{versus}{place}.",
    time: " at {time}",
    timeTba: " (time to be announced)",
    versus: " vs {opponent}",
    place: " at {place}",
    placeTba: " (field to be announced)",
    needVolunteer: "We still need a snack volunteer: sign up at {link}",
    covered: "Snacks are covered, thank you!",
    bringing: "Snacks: {name} is bringing them, thank you!",
    snackNote: "Snack note: {note}.",
    /** After notes cut to fit GroupMe's 1000 characters: where the whole of them is. */
    more: "More: {link}",
    /** The families' answers for the game, by count only: "9 of 11 coming." */
    coming: "{going} of {total} coming.",
  },
  /**
   * The coach's "Copy a nudge" for families that have not answered, naming no one: "2 families
   * haven't answered for the game on Sat, Sep 20: please use your family link."
   */
  nudge: {
    one: "{count} family hasn't answered for {event}: please use your family link.",
    other: "{count} families haven't answered for {event}: please use your family link.",
    game: "the game on {day}",
    practice: "the practice on {day}",
    event: "the team event on {day}",
  },
  share: {
    /** The last line of a shared post: "Read more: https://…/posts#post-abc". */
    readMore: "Read more: {link}",
  },
  rainout: {
    /** The note each cancelled event gets unless the coach writes another. */
    note: "Fields closed: rain",
    /** The reason when the coach left the note blank. */
    noReason: "Fields closed",
    /** The field alert, e.g. "Rain. Everything on Sat, Sep 20 is cancelled." */
    alert: "{reason}. Everything on {day} is cancelled.",
    alertNoReason: "Everything on {day} is cancelled.",
    /**
     * "⚠️ Fields closed: rain. Cancelled on Sat, Sep 20: 9:00 AM Game vs Buda Blaze. Details:
     * https://…/schedule": `what` is the reason, a full stop and the `cancelled` list.
     */
    message: "⚠️ {what} Details: {link}",
    cancelled: " Cancelled on {day}: {events}.",
  },
};
