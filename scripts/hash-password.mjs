// `npm run hash-password`: prints the COACH_PASSWORD_HASH for a password typed at the prompt
// (not echoed), or read from standard input: `printf '%s' "$PASSWORD" | npm run -s hash-password`.
import { hashPassword } from "../src/lib/server/password.ts";
import { askHidden } from "./team-site.mjs";

async function readPassword() {
  if (!process.stdin.isTTY) {
    let input = "";
    for await (const chunk of process.stdin) input += chunk;
    return input.replace(/\r?\n$/, "");
  }
  return askHidden("Password for the coach (at least 10 characters): ");
}

const password = await readPassword();
if (password.length < 10) {
  console.error("Use at least 10 characters.");
  process.exit(1);
}
console.log(await hashPassword(password));
