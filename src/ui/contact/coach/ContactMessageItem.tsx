/**
 * One contact message: what about, when, who and how to answer (a mailto link with "Re: …"), and
 * what they wrote. The Overview clamps it to three lines; the Messages tab gives it an `id` to move
 * focus to after the message above it is deleted.
 */
import { nowMillis } from "../../../lib/clock";
import { formatRelative } from "../../../lib/domain/time";
import type { ContactMessage } from "../../../lib/schemas/contact";
import { subjectOf } from "./contact-inbox";

export default function ContactMessageItem({
  message,
  clamp = false,
  id,
}: {
  message: ContactMessage;
  clamp?: boolean;
  id?: string;
}) {
  return (
    <article
      id={id}
      tabIndex={id === undefined ? undefined : -1}
      aria-label={`Message from ${message.name}: ${subjectOf(message)}`}
      className="min-w-0 outline-none focus-visible:ring-2 focus-visible:ring-navy-700"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold break-words text-navy-900">{subjectOf(message)}</p>
        <p className="text-xs text-slate-600">{formatRelative(message.createdAt, nowMillis())}</p>
      </div>
      <p className="text-sm text-slate-700">
        {message.name} ·{" "}
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subjectOf(message)}`)}`}
          className="break-all text-navy-700 underline underline-offset-2"
        >
          {message.email}
        </a>
      </p>
      <p
        className={`mt-1 text-sm whitespace-pre-line break-words text-slate-800 ${clamp ? "line-clamp-3" : ""}`}
      >
        {message.message}
      </p>
    </article>
  );
}
