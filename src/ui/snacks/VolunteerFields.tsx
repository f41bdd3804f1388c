/**
 * The four details of a snack volunteer, drawn the same wherever they are typed: the sign-up
 * dialog, the manage page and the coach's Assign a family. `who` says whose they are: the parent's
 * own (the browser may fill them in) or a family the coach enters (no autofill, which would offer
 * the coach's own details, and "they" rather than "you").
 */
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

export interface VolunteerFieldsProps {
  bind: (field: VolunteerField) => BoundText;
  who: "self" | "family";
  /** Who sees the email, e.g. "Only the coach sees your email." */
  emailHint: string;
}

export function VolunteerFields({ bind, who, emailHint }: VolunteerFieldsProps) {
  const self = who === "self";
  // A parent's own form names its inputs (the browser's autofill reads them) and marks only the
  // optional ones; the coach's marks both.
  const named = (name: VolunteerField) => (self ? { name } : {});
  const required = self ? { "aria-required": true } : { required: true, autoComplete: "off" };
  return (
    <>
      <PersonNameField label="Parent name" {...named("parentName")} {...required} {...bind("parentName")} />
      <EmailField
        label="Email"
        {...named("parentEmail")}
        {...required}
        hint={emailHint}
        {...bind("parentEmail")}
      />
      <TextField
        label="Phone"
        optional
        {...named("parentPhone")}
        type="tel"
        autoComplete={self ? "tel" : "off"}
        maxLength={LIMITS.phone}
        {...bind("parentPhone")}
      />
      <TextField
        label={self ? "What you'll bring" : "What they'll bring"}
        optional
        {...named("bringing")}
        maxLength={LIMITS.bringing}
        hint={
          self
            ? "e.g. Orange slices and water. Everyone sees it."
            : "Everyone sees it, e.g. Orange slices and water."
        }
        {...bind("bringing")}
      />
    </>
  );
}
