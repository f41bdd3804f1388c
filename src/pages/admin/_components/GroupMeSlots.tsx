/**
 * Where GroupMe goes once it is built (spec sections 2 and 7, DESIGN.md section 7). Nothing here
 * pretends to work: the routes `/api/groupme/*` do not exist yet.
 *
 * - `GroupMeTestSlot` (Posts tab): the "Test GroupMe" button. It will POST /api/groupme/test and
 *   toast Connection Successful, or GroupMe Test Failed with the server's error.
 * - `GroupMeMessengerSlot` (Messages tab): the messenger. It will list groups (GET
 *   /api/groupme/groups, every 30 s), create a bot (POST /api/groupme/create-bot) and send a
 *   message of at most 1000 characters, warning above 800 (POST /api/groupme/send-message).
 */

/** The Test GroupMe button's place in the Posts tab's header: empty until GroupMe is built. */
export function GroupMeTestSlot() {
  return null;
}

/** The GroupMe messenger's place in the Messages tab: says what will be here. */
export function GroupMeMessengerSlot() {
  return (
    <section
      aria-labelledby="groupme-title"
      className="rounded-xl border-2 border-dashed border-slate-300 bg-white p-4 sm:p-5"
    >
      <h3 id="groupme-title" className="text-lg font-bold text-navy-900">
        GroupMe Messenger
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        Coming later: send announcements to the team&apos;s GroupMe group from here, and set up the bot that
        posts them. Until then, message families in the GroupMe app.
      </p>
    </section>
  );
}
