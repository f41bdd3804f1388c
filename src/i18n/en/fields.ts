/**
 * What the parents' forms say of a field, by the key the shared schemas give their issues
 * (src/i18n/field-issues.ts): the form says it before anything is sent, the API in its answers.
 * Part of the `kit` words (src/i18n/en/index.ts), apart so that the kit's English default
 * (src/ui/kit/words.tsx) leaves them out of every island: the schemas carry their English.
 */
export const fields = {
  nameRequired: "Name is required",
  nameAndEmailRequired: "Please fill in your name and email address.",
  nameEmpty: "Please enter your name.",
  nameWayTooLong: "Please shorten your name.",
  nameHidden:
    "Your name has a hidden character (such as a zero-width space or a text-direction mark). Please type it again.",
  nameAddress: "Please leave web addresses and email addresses out of your name.",
  nameMarks: "Your name has too many accent marks on one letter. Please type it again.",
  nameDigits: "Please leave numbers out of your name.",
  nameCharacters: "A name may use letters, spaces, apostrophes ('), hyphens (-) and periods (.) only.",
  nameTooShort: "Please enter your name (at least {min} letters).",
  nameTooLong: "Please shorten your name to {max} characters or fewer.",
  noteHidden:
    "Your note has a hidden character (such as a zero-width space or a text-direction mark). Please type it again.",
  noteAddress: "Please leave web addresses and email addresses out of your note.",
  bringingPhone:
    "Please leave phone numbers out of what you bring: everyone can read it. The coach already has your phone number from this form.",
  bringingPayment:
    "Please leave payment apps and handles (Venmo, Cash App, Zelle, PayPal, $name or @name) out of what you bring: everyone can read it.",
  bringingCharacters:
    "Please use letters, numbers, spaces and . , ' - & only, and $ only before an amount such as $20.",
  bringingTooLong: "Please shorten this to {max} characters or fewer.",
  bringingWayTooLong: "Please shorten this.",
  emailInvalid: "Please enter a valid email address",
  messageTooShort: "Message must be at least {min} characters long",
  signupLinkInvalid: "This link is not a sign-up link. Please check it.",
};
