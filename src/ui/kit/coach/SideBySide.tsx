/**
 * An English input and its Spanish version, e.g. Notes and Notes in Spanish: side by side where the
 * form is wide enough (a container at least 32rem wide), one under the other on a phone.
 */
import type { ReactNode } from "react";

export default function SideBySide({ children }: { children: ReactNode }) {
  return (
    <div className="@container">
      <div className="grid gap-3 @lg:grid-cols-2 @lg:items-start">{children}</div>
    </div>
  );
}
