/**
 * Send a Message: name, email, optional subject, message. Checked as typed
 * with the same schema the API uses, loaded when the form is first used; Send stays disabled until
 * the form is valid. After success, Message Sent Successfully with Send Another Message.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { ApiRequestError, sendContactMessage } from "../../../lib/browser/api-client";
import { useHydrated } from "../../../islands/hydration";
import { $schemas, preloadSchemas, type SchemaModule } from "../../../stores/schemas";
import { showError, showToast } from "../../../stores/toasts";

const EMPTY = { name: "", email: "", subject: "", message: "", website: "" };
type Field = "name" | "email" | "subject" | "message";

/** The first problem with a field's value, e.g. "Name is required", or null. */
function problemWith(schemas: SchemaModule, field: Field, value: string): string | null {
  const result = schemas.ContactInputSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "Please check this field");
}

// Offline now: the next keystroke asks again.
const startChecking = preloadSchemas;

const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";

export default function ContactForm() {
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  // Null until the schema has arrived: nothing to report yet, and Send stays disabled.
  const schemas = useStore($schemas);
  // The button that had focus is gone after sending (and after Send Another Message): move focus
  // to what replaced it, so keyboard and screen-reader users stay in place.
  const sentHeading = useRef<HTMLParagraphElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const focusNext = useRef<"sent" | "form" | null>(null);
  useEffect(() => {
    if (focusNext.current === "sent") sentHeading.current?.focus();
    if (focusNext.current === "form") nameField.current?.focus();
    focusNext.current = null;
  }, [sent]);

  const problems = {
    name: schemas && problemWith(schemas, "name", form.name),
    email: schemas && problemWith(schemas, "email", form.email),
    subject: schemas && problemWith(schemas, "subject", form.subject),
    message: schemas && problemWith(schemas, "message", form.message),
  };
  const valid = schemas !== null && Object.values(problems).every((problem) => problem === null);

  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      startChecking();
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setTouched((current) => ({ ...current, [name]: true }));
    },
    onBlur: () => {
      setTouched((current) => ({ ...current, [name]: true }));
    },
    "aria-invalid": touched[name] && problems[name] ? true : undefined,
    "aria-describedby": touched[name] && problems[name] ? `contact-${name}-error` : undefined,
    className: INPUT,
  });

  const errorFor = (name: Field) =>
    touched[name] && problems[name] ? (
      <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-800">
        {problems[name]}
      </p>
    ) : null;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ name: true, email: true, subject: true, message: true });
    if (!valid || pending) return;
    setPending(true);
    try {
      await sendContactMessage({
        name: form.name,
        email: form.email,
        subject: form.subject,
        message: form.message,
        ...(form.website ? { website: form.website } : {}),
      });
      focusNext.current = "sent";
      setSent(true);
      setForm(EMPTY);
      setTouched({});
      showToast({
        title: "Message Sent",
        description: "The coach will get back to you within 24 hours.",
        variant: "success",
      });
    } catch (error) {
      const limited = error instanceof ApiRequestError && error.status === 429 ? error.userMessage : null;
      showError(limited ?? "Failed to send message. Please try again or call directly.");
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <div role="status" className="py-6 text-center">
        <p ref={sentHeading} tabIndex={-1} className="text-xl font-bold text-green-800 outline-none">
          Message Sent Successfully
        </p>
        <p className="mt-2 text-slate-700">Thanks! The coach will get back to you within 24 hours.</p>
        <button
          type="button"
          onClick={() => {
            focusNext.current = "form";
            setSent(false);
          }}
          className="mt-5 min-h-11 rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          Send Another Message
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} onFocus={startChecking}>
      {/* Disabled until the script runs, so nothing typed before then is lost. */}
      <fieldset disabled={!hydrated} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="contact-name" className="font-medium text-slate-900">
              Name
            </label>
            <input {...field("name")} ref={nameField} autoComplete="name" required maxLength={100} />
            {errorFor("name")}
          </div>
          <div>
            <label htmlFor="contact-email" className="font-medium text-slate-900">
              Email
            </label>
            <input {...field("email")} type="email" autoComplete="email" required maxLength={254} />
            {errorFor("email")}
          </div>
        </div>
        <div>
          <label htmlFor="contact-subject" className="font-medium text-slate-900">
            Subject <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input {...field("subject")} maxLength={200} />
          {errorFor("subject")}
        </div>
        <div>
          <label htmlFor="contact-message" className="font-medium text-slate-900">
            Message
          </label>
          <textarea {...field("message")} rows={6} required maxLength={5000} />
          {errorFor("message")}
        </div>
        {/* People never see this field; bots fill it in, and the server then ignores the message. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input
            id="contact-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.website}
            onChange={(event) => {
              setForm((current) => ({ ...current, website: event.target.value }));
            }}
          />
        </div>
        <button
          type="submit"
          disabled={!valid || pending}
          className="min-h-11 w-full rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800 disabled:cursor-not-allowed disabled:bg-slate-400 sm:w-auto"
        >
          {pending ? "Sending..." : "Send Message"}
        </button>
      </fieldset>
    </form>
  );
}
