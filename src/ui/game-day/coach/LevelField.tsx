/** The alert's level, as the alert form and the rainout ask for it. */
import { SelectField } from "../../kit/form/Field";
import { ALERT_LEVEL_LABELS, ALERT_LEVELS, type AlertLevel } from "../../../lib/constants";

export default function LevelField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AlertLevel;
  onChange: (level: AlertLevel) => void;
}) {
  return (
    <SelectField
      id={id}
      label="Level"
      value={value}
      onChange={(event) => {
        onChange(ALERT_LEVELS.find((level) => level === event.target.value) ?? "info");
      }}
    >
      {ALERT_LEVELS.map((level) => (
        <option key={level} value={level}>
          {ALERT_LEVEL_LABELS[level]}
        </option>
      ))}
    </SelectField>
  );
}
