/** The dashboard's own data: the team chat count. */
import { coachLoadable } from "../../kit/coach/coach-loadable";
import { fetchChatCount } from "./api";

const chat = coachLoadable(() => fetchChatCount());

export const $chatCount = chat.$store;
export const loadChatCount = chat.load;
