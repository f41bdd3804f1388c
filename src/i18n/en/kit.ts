/** The words of the shared building blocks every island uses: load failures, toasts, forms. */
export const kit = {
  offline: "You seem to be offline. Check your connection and try again.",
  loadFailed: "Something went wrong loading this. Please try again.",
  tryAgain: "Try again",
  cancel: "Cancel",
  optional: "(optional)",
  closeNotification: "Close notification",
  notifications: "Notifications (F8)",
  errorTitle: "Error",
  /** The dialog's close button. */
  close: "Close",
  /** The label of the field only bots fill in. */
  honeypot: "Website",
  /** A list of tags, e.g. under a post. */
  tags: "Tags",
  /**
   * What the parents' forms say of a field before anything is sent, by the key the shared
   * schemas give their issues (src/i18n/field-issues.ts); the API says the same in its answers.
   */
  fields: {
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
  },
};
