/** The coach's inbox: the newest pages of contact messages, with their count. */
import type { ContactMessagePage } from "../../../lib/schemas/contact";
import { coachLoadable } from "../../kit/coach/coach-loadable";
import { changeLoaded } from "../../kit/loadable";
import { fetchContactMessages } from "./api";
import { withNextPage, withoutMessages } from "./contact-inbox";

const contact = coachLoadable(() => fetchContactMessages());

export const $contactMessages = contact.$store;
export const loadContactMessages = contact.load;

/** After Show more: the next page of contact messages under those already shown. */
export const appendContactMessages = (page: ContactMessagePage) => {
  changeLoaded($contactMessages, loadContactMessages, (inbox) => withNextPage(inbox, page));
};
/** After a delete: the messages gone from the inbox on screen and from its count. */
export const dropContactMessages = (ids: Iterable<string>) => {
  changeLoaded($contactMessages, loadContactMessages, (inbox) => withoutMessages(inbox, ids));
};
