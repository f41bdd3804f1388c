// `npm run hash-password`: prints the COACH_PASSWORD_HASH for a password typed at the prompt
// (not echoed), or read from standard input: `printf '%s' "$PASSWORD" | npm run -s hash-password`.
import { createInterface } from "node:readline/promises";
import { hashPassword } from "../src/lib/server/password.ts";

async function readPassword() {
  if (!process.stdin.isTTY) {
    let input = "";
    for await (const chunk of process.stdin) input += chunk;
    return input.replace(/\r?\n$/, "");
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  // Hide what is typed: write the prompt once and swallow the echo of every key.
  prompt._writeToOutput = (text) => {
    if (text.includes("Password")) process.stderr.write(text);
  };
  const password = await prompt.question("Password for the coach (at least 10 characters): ");
  process.stderr.write("\n");
  prompt.close();
  return password;
}

const password = await readPassword();
if (password.length < 10) {
  console.error("Use at least 10 characters.");
  process.exit(1);
}
console.log(await hashPassword(password));
