/**
 * The note parents see with a called-off event's badge, e.g. "Fields closed: rain", within the
 * limit the API checks: in the event form and in the rainout, which cancels a day's events at once.
 */
import { TextField, type TextFieldProps } from "../../kit/form/Field";
import { LIMITS } from "../../../lib/constants";

export default function StatusNoteField(props: Omit<TextFieldProps, "maxLength">) {
  return <TextField maxLength={LIMITS.statusNote} {...props} />;
}
