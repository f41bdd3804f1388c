/** The dashboard's own read: how many team chat messages there are (docs/api.md). */
import { ChatCountSchema } from "../../../lib/schemas/chat";
import { coachGet } from "../../kit/coach/coach-call";

/** How many team chat messages there are, in all and by channel. */
export const fetchChatCount = (signal?: AbortSignal) => coachGet("/api/messages", ChatCountSchema, signal);
