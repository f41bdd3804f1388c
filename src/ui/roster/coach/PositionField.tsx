/**
 * A player's position, one of the team's or none, wherever the coach enters a player: the player
 * editor and the next season's new players.
 */
import { POSITIONS, type Position } from "../../../lib/constants";
import { SelectField } from "../../kit/form/Field";

interface PositionFieldProps {
  id: string;
  value: Position | "";
  onChange: (position: Position | "") => void;
  error?: string | undefined;
  optional?: boolean;
}

export function PositionField({ id, value, onChange, error, optional }: PositionFieldProps) {
  return (
    <SelectField
      id={id}
      label="Position"
      optional={optional}
      value={value}
      error={error}
      onChange={(event) => {
        onChange(POSITIONS.find((position) => position === event.target.value) ?? "");
      }}
    >
      <option value="">No position</option>
      {POSITIONS.map((position) => (
        <option key={position} value={position}>
          {position}
        </option>
      ))}
    </SelectField>
  );
}
