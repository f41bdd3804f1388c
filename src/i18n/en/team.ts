/**
 * The words of the team's blocks that several pages show: the equipment checklist, the home field,
 * meet the coach and the team calendar's subscribe links.
 */
export const team = {
  equipmentTitle: "Equipment Checklist",
  field: {
    title: "Home Field",
    gettingThere: "Getting there:",
    directions: "Get Directions",
    newTab: " (opens in a new tab)",
    mapTitle: "Map of {field}, {area}",
    largerMap: "View larger map",
  },
  coach: {
    title: "Meet the Coach",
    phone: "Phone:",
    sendMessage: "Send Message",
  },
  calendar: {
    title: "Team Calendar",
    intro:
      "Every game, practice and team event in your own calendar app. Subscribe once and changes to the schedule show up on their own.",
    subscribe: "Subscribe (Apple Calendar, Outlook)",
    download: "Download Calendar",
    addressLabel: "Calendar address",
    addressHint: "(for Google Calendar: Other calendars → From URL → paste this link):",
    phoneTips: "On your phone",
    computerTips: "On your computer",
    iphone: "iPhone or iPad",
    iphoneHow: "Tap Subscribe, then Subscribe again in Calendar. The team shows up as its own calendar.",
    android: "Android",
    androidHow:
      "Add the calendar address in Google Calendar on a computer (below); it then appears in the Google Calendar app. If it is hidden, turn it on in the app's settings.",
    outlook: "Outlook",
    outlookHow:
      "Click Subscribe, or in Outlook on the web choose Add calendar, Subscribe from web, and paste the calendar address.",
    apple: "Apple Calendar",
    appleHow: "Click Subscribe and confirm. Set Auto-refresh to every hour so changes show up quickly.",
    google: "Google Calendar",
    googleHow: "Next to Other calendars choose +, then From URL, and paste the calendar address.",
    copyNote:
      "Download Calendar saves a one-time copy that any calendar app can import; a copy does not update when the schedule changes, a subscription does.",
  },
};
