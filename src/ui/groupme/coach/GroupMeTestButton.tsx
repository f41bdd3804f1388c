/**
 * Test GroupMe: asks the server whether its GroupMe token works and says
 * so in a toast: Connection Successful, GroupMe Test Failed with GroupMe's words, or Connection
 * Failed when the server could not answer.
 */
import { useState } from "react";
import { Button } from "../../kit/form/Button";
import { testGroupMe } from "./api";
import { testResultToast } from "./groupme-failures";
import { showGroupMeFailure } from "./store";
import { showToast } from "../../kit/toasts";

export default function GroupMeTestButton({ small = false }: { small?: boolean }) {
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    try {
      showToast(testResultToast(await testGroupMe()));
    } catch (error) {
      showGroupMeFailure("test", error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      tone="secondary"
      small={small}
      pending={pending}
      pendingLabel="Testing..."
      onClick={() => void run()}
    >
      Test GroupMe
    </Button>
  );
}
