// `npm run totp-setup`: turns on the code from an authenticator app at the coach's sign-in. Makes
// a new secret and prints it, its otpauth:// address and a QR code of that address to scan, and
// which environment variable to set; on a terminal it then checks a code from the app, so a secret
// typed or scanned wrong is found before the site asks for it. Nothing is stored or sent anywhere.
// The QR code is drawn for a dark terminal; `npm run totp-setup -- --light` draws it for a light one.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { renderUnicodeCompact } from "uqr";
import { DEV_COACH_EMAIL } from "../src/lib/server/local-defaults.ts";
import { matchingStep, newTotpSecret, totpFor, TOTP_SECRET_VARIABLE } from "../src/lib/server/totp.ts";

const team = JSON.parse(readFileSync(new URL("../content/team.json", import.meta.url), "utf8"));
const account = process.env.COACH_EMAIL ?? DEV_COACH_EMAIL;
const secret = newTotpSecret();
const address = totpFor(secret, team.name, account).toString();

console.log(`Scan this with the coach's authenticator app (Google Authenticator, 1Password, Authy …):

${renderUnicodeCompact(address, { border: 2, invert: process.argv.includes("--light") })}

or add an account in the app by hand, time-based, with the key
  ${secret.replace(/(.{4})(?=.)/g, "$1 ")}

The same as an otpauth:// address:
  ${address}

Then set, in the site's environment (on Netlify with the Functions scope), and deploy:
  ${TOTP_SECRET_VARIABLE}=${secret}

From then on the sign-in asks for the 6-digit code the app shows, after the password; setting it
ends every session signed in so far. Keep the key as safe as the password. To stop asking for a
code, remove ${TOTP_SECRET_VARIABLE}.`);

if (process.stdin.isTTY) {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  const code = (
    await prompt.question("\nType the code the app shows now to check it (Enter to skip): ")
  ).trim();
  prompt.close();
  if (code !== "") {
    const good = matchingStep(secret, code, Date.now()) !== null;
    console.log(
      good ? "That code is right: the app has the key." : "That code is wrong: scan the QR code again.",
    );
    if (!good) process.exitCode = 1;
  }
}
