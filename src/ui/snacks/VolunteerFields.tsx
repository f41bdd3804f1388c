/**
 * The four details of a snack volunteer, drawn the same wherever they are typed: the sign-up
 * dialog, the manage page and the coach's Assign a family. `who` says whose they are: the parent's
 * own (the browser may fill them in) or a family the coach enters (no autofill, which would offer
 * the coach's own details, and "they" rather than "you"). A parent's own are in the words of their
 * page; a family the coach enters is in English, as the coach's pages are.
 */
import type { Words } from "../../i18n/catalog";
import { EmailField, PersonNameField, TextField } from "../kit/form/Field";
import { LIMITS } from "../../lib/constants";

/** The fields, named as the API names them, so its `issues` land under them. */
export type VolunteerField = "parentName" | "parentEmail" | "parentPhone" | "bringing";

/** What `useForm`'s `bind` gives a text input. */
interface BoundText {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** The labels and hints of a family the coach enters. */
const FAMILY: Words<"snacks">["fields"] = {
  name: "Parent name",
  email: "Email",
  phone: "Phone",
  bringing: "What they'll bring",
  bringingHint: "Everyone sees it, e.g. Orange slices and water.",
};

export type VolunteerFieldsProps = {
  bind: (field: VolunteerField) => BoundText;
  /** Who sees the email, e.g. "Only the coach sees your email." */
  emailHint: string;
} & (
  | { who: "self"; /** The page's words for a parent's own fields. */ words: Words<"snacks">["fields"] }
  | { who: "family" }
);

export function VolunteerFields(props: VolunteerFieldsProps) {
  const { bind, emailHint } = props;
  const self = props.who === "self";
  const words = props.who === "self" ? props.words : FAMILY;
  // A parent's own form names its inputs (the browser's autofill reads them) and marks only the
  // optional ones; the coach's marks both.
  const named = (name: VolunteerField) => (self ? { name } : {});
  const required = self ? { "aria-required": true } : { required: true, autoComplete: "off" };
  return (
    <>
      <PersonNameField label={words.name} {...named("parentName")} {...required} {...bind("parentName")} />
      <EmailField
        label={words.email}
        {...named("parentEmail")}
        {...required}
        hint={emailHint}
        {...bind("parentEmail")}
      />
      <TextField
        label={words.phone}
        optional
        {...named("parentPhone")}
        type="tel"
        autoComplete={self ? "tel" : "off"}
        maxLength={LIMITS.phone}
        {...bind("parentPhone")}
      />
      <TextField
        label={words.bringing}
        optional
        {...named("bringing")}
        maxLength={LIMITS.bringing}
        hint={words.bringingHint}
        {...bind("bringing")}
      />
    </>
  );
}
