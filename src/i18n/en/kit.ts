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
   * After what the coach wrote only in English, on a Spanish page (see `typedText`); an English
   * page never shows it.
   */
  inEnglish: "(in English)",
};
