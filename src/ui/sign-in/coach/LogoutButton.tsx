/**
 * Logout for the coach's pages: ends the session on the server (every copy of the cookie stops
 * working), clears the local flags and goes home, with a pending state while it runs. The coach's
 * pages show it in `SignedInBar`, beside the coach's name.
 */
import { useState } from "react";
import { signOut } from "./session";
import { showError } from "../../kit/toasts";
import { Button } from "../../kit/form/Button";

export default function LogoutButton({ icon = false }: { icon?: boolean }) {
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await signOut();
    } catch {
      showError("Could not log out. Please check your connection and try again.");
      setPending(false);
    }
  }

  return (
    <Button tone="secondary" onClick={() => void logout()} pending={pending} pendingLabel="Logging out...">
      {icon ? (
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
          <path d="M3 4a2 2 0 0 1 2-2h5a1 1 0 1 1 0 2H5v12h5a1 1 0 1 1 0 2H5a2 2 0 0 1-2-2V4Zm10.3 1.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4l2.3-2.3H8a1 1 0 1 1 0-2h7.6l-2.3-2.3a1 1 0 0 1 0-1.4Z" />
        </svg>
      ) : null}
      Logout
    </Button>
  );
}

/** "Signed in as Coach Rivera" and Logout, at the top of a coach's page. */
export function SignedInBar({ name }: { name: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-slate-700">
        Signed in as <span className="font-semibold text-navy-900">{name}</span>
      </p>
      <LogoutButton />
    </div>
  );
}
