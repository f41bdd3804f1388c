/** The words of /contact: the coach's details, response times, guidelines and the form. */
export const contact = {
  title: "Contact the Coach",
  description: "Call, text, email or message the {team} coach.",
  keywords: "contact, coach, phone, email",
  intro: "Questions about practices, games or anything else? Reach out.",
  details: {
    title: "Contact Details",
    phone: "Phone (call or text)",
    email: "Email",
    practiceLocation: "Practice location",
  },
  responseTimes: {
    title: "Response Times",
    phone: "{phone} within 2-4 hours in the daytime.",
    phoneStrong: "Text or phone:",
    email: "{email} within 24 hours.",
    emailStrong: "Email and this form:",
  },
  guidelines: {
    title: "Contact Guidelines",
    items: {
      late: "Running late or missing practice? A quick text is perfect.",
      private:
        "For playing time or anything about your child, email or ask for a call: never on the sideline.",
      emergencies: "Game-day emergencies: call, don't text.",
      parents: "No messages to players directly; everything goes through parents.",
    },
  },
  formTitle: "Send a Message",
  /** What the form island says: it gets this part as its `words`. */
  form: {
    name: "Name",
    email: "Email",
    subject: "Subject",
    message: "Message",
    send: "Send Message",
    sending: "Sending...",
    sentToast: "Message Sent",
    sentToastDetail: "The coach will get back to you within 24 hours.",
    failed: "Failed to send message. Please try again or call directly.",
    sentHeading: "Message Sent Successfully",
    sentDetail: "Thanks! The coach will get back to you within 24 hours.",
    sendAnother: "Send Another Message",
  },
};
