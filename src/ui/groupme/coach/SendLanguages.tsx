/**
 * The languages of one message the coach is about to send, for a team that writes in English and
 * Spanish: both (the team's choice), or one of them when both do not fit in GroupMe's 1000
 * characters; and the message's length, said before sending, with the problem in plain words when
 * it does not fit (docs/product-rules.md#groupme).
 */
import { GROUPME_LANGUAGES, GROUPME_MESSAGE_MAX, type GroupMeLanguages } from "../../../lib/constants";
import { LANGUAGES_NAMES, tooLongText, type MessageFit } from "../../../lib/domain/groupme-message";
import { SelectField } from "../../kit/form/Field";

const SEND_LABELS: Readonly<Record<GroupMeLanguages, string>> = {
  both: "English and Spanish, as one message",
  en: "English only",
  es: "Spanish only",
};

export function SendLanguagesField({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: GroupMeLanguages;
  disabled?: boolean;
  onChange: (send: GroupMeLanguages) => void;
}) {
  return (
    <SelectField
      id={id}
      label="Send in"
      value={value}
      disabled={disabled}
      hint="The team's messages go out in English and Spanish. Choose one language when both do not fit."
      onChange={(event) => {
        onChange(GROUPME_LANGUAGES.find((send) => send === event.target.value) ?? "both");
      }}
    >
      {(["both", "en", "es"] as const).map((send) => (
        <option key={send} value={send}>
          {SEND_LABELS[send]}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The message's length as it will go out, e.g. "612 / 1000 characters, in English and Spanish",
 * and, past 1000, what to do about it in words (never by colour alone).
 */
export function MessageLength({ fit, send }: { fit: MessageFit; send: GroupMeLanguages }) {
  const problem = tooLongText(fit, send);
  return (
    <div role="status" className="text-sm">
      <p className={problem ? "font-semibold text-red-700" : "text-slate-700"}>
        {`${String(fit.length)} / ${String(GROUPME_MESSAGE_MAX)} characters, in ${LANGUAGES_NAMES[send]}`}
      </p>
      {problem ? <p className="font-semibold text-red-700">Too long: {problem}</p> : null}
    </div>
  );
}
