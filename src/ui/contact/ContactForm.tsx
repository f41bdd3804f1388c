/**
 * Send a Message: name, email, optional subject, message. Checked as typed
 * with the same schema the API uses, loaded when the form is first used; Send stays disabled until
 * the form is valid. After success, Message Sent Successfully with Send Another Message.
 * Its words come from the page (`words`, `kit`), so the same script serves both languages.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { Button, SubmitButton } from "../kit/form/Button";
import { EmailField, PersonNameField, TextAreaField, TextField } from "../kit/form/Field";
import Honeypot, { honeypotField } from "../kit/form/Honeypot";
import { useForm } from "../kit/form/use-form";
import { useHydrated } from "../kit/hydration";
import { ApiRequestError } from "../kit/api";
import { sendContactMessage } from "./api";
import { LIMITS } from "../../lib/constants";
import type { ContactInput } from "../../lib/schemas/contact";
import { $schemas, preloadSchemas } from "../kit/form/schemas";
import { showError, showToast } from "../kit/toasts";
import Form from "../kit/form/Form";
import { KitWordsProvider } from "../kit/words";
import type { Words } from "../../i18n/catalog";

const EMPTY = { name: "", email: "", subject: "", message: "", website: "" };

interface ContactFormProps {
  /** The form's words in the page's language, e.g. `wordsFor(lang).contact.form`. */
  words: Words<"contact">["form"];
  kit: Words<"kit">;
}

export default function ContactForm({ words, kit }: ContactFormProps) {
  return (
    <KitWordsProvider words={kit}>
      <ContactFormBody words={words} kit={kit} />
    </KitWordsProvider>
  );
}

function ContactFormBody({ words, kit }: ContactFormProps) {
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  // Null until the schema has arrived: nothing to report yet, and Send stays disabled.
  const schemas = useStore($schemas);
  const form = useForm({
    initial: EMPTY,
    check: schemas?.ContactInputSchema,
    fields: ["name", "email", "subject", "message"],
    id: "contact",
  });
  // The button that had focus is gone after sending (and after Send Another Message): move focus
  // to what replaced it, so keyboard and screen-reader users stay in place.
  const sentHeading = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<"sent" | "form" | null>(null);
  const nameId = form.fieldId("name");
  useEffect(() => {
    if (focusNext.current === "sent") sentHeading.current?.focus();
    if (focusNext.current === "form") document.getElementById(nameId)?.focus();
    focusNext.current = null;
  }, [sent, nameId]);

  const send = async ({ name, email, subject, message }: ContactInput) => {
    try {
      await sendContactMessage({ name, email, subject, message, ...honeypotField(form.values.website) });
      focusNext.current = "sent";
      setSent(true);
      form.reset();
      showToast({ title: words.sentToast, description: words.sentToastDetail, variant: "success" });
    } catch (error) {
      const limited = error instanceof ApiRequestError && error.status === 429 ? error.userMessage : null;
      showError(form.fail(error, limited ?? words.failed), kit.errorTitle);
    }
  };

  if (sent) {
    return (
      <div role="status" className="py-6 text-center">
        <p ref={sentHeading} tabIndex={-1} className="text-xl font-bold text-green-800 outline-none">
          {words.sentHeading}
        </p>
        <p className="mt-2 text-slate-700">{words.sentDetail}</p>
        <Button
          className="mt-5"
          onClick={() => {
            focusNext.current = "form";
            setSent(false);
          }}
        >
          {words.sendAnother}
        </Button>
      </div>
    );
  }

  return (
    // Any keystroke or focus asks for the schema (again, if it could not load before: offline).
    <Form form={form} onSubmit={send} onFocus={preloadSchemas} onChange={preloadSchemas}>
      {/* Disabled until the script runs, so nothing typed before then is lost. */}
      <fieldset disabled={!hydrated} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonNameField label={words.name} aria-required {...form.bind("name")} />
          <EmailField label={words.email} aria-required {...form.bind("email")} />
        </div>
        <TextField
          label={words.subject}
          optional
          maxLength={LIMITS.contactSubject}
          {...form.bind("subject")}
        />
        <TextAreaField
          label={words.message}
          rows={6}
          aria-required
          maxLength={LIMITS.contactMessage}
          {...form.bind("message")}
        />
        <Honeypot
          id="contact-website"
          value={form.values.website}
          onChange={(website) => {
            form.set("website", website);
          }}
        />
        <SubmitButton
          form={form}
          disabled={!form.valid}
          pendingLabel={words.sending}
          className="w-full sm:w-auto"
        >
          {words.send}
        </SubmitButton>
      </fieldset>
    </Form>
  );
}
