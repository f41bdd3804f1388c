/**
 * The note parents see with a called-off event's badge, e.g. "Fields closed: rain", within the
 * limit the API checks: in the event form and in the rainout, which cancels a day's events at once.
 * Given `spanish`, its Spanish version's input stands beside it (under it on a phone), e.g.
 * "Canchas cerradas: lluvia", with its hint saying when there is none.
 */
import { TextField, type TextFieldProps } from "../../kit/form/Field";
import { LIMITS } from "../../../lib/constants";
import SideBySide from "../../kit/coach/SideBySide";

type NoteProps = Omit<TextFieldProps, "maxLength">;

export default function StatusNoteField({ spanish, ...props }: NoteProps & { spanish?: NoteProps }) {
  const english = <TextField maxLength={LIMITS.statusNote} {...props} />;
  if (!spanish) return english;
  return (
    <SideBySide>
      {english}
      <TextField maxLength={LIMITS.statusNote} lang="es" {...spanish} />
    </SideBySide>
  );
}
