/**
 * The names the rules for a person's name are tried with (src/lib/schemas/person-name.ts): real ones
 * in several scripts that must pass, and each attack of the audit with the sentence the form shows.
 * The schema's own tests run every one; the routes' (tests/integration/api/volunteer-names.test.ts) one of each kind.
 */

/** Real names in several scripts, each as a parent would type it. */
export const REAL_NAMES = [
  "María José García",
  "Zoë O'Brien",
  "Mary-Kate O’Neil",
  "Jean-Luc Picard",
  "J.R. Smith",
  "Siobhán Ní Bhriain",
  "D'Angelo Russell",
  "Nguyễn Thị Minh Khai",
  "Ólafur Arnalds",
  "Łucja Wróbel",
  "İbrahim Çelik",
  "Анна Петрова",
  "Ηλίας Παπαδόπουλος",
  "محمد علي",
  "אברהם כהן",
  "प्रिया शर्मा",
  "สมชาย ใจดี",
  "李小龙",
  "김민준",
  "さくら やまもと",
  "Bo",
];

/** Each attack of the audit and its like, with the sentence the form shows. */
export const REFUSED_NAMES: { case: string; name: string; problem: RegExp }[] = [
  { case: "a digit", name: "Jane 2", problem: /numbers/ },
  { case: "a number in another script", name: "Jane ٣", problem: /numbers/ },
  { case: "a domain", name: "snackfee.com", problem: /web addresses/ },
  { case: "a sentence with a domain", name: "Pay the snack fee at venmo.me", problem: /web addresses/ },
  { case: "a web address", name: "https://evil.example", problem: /web addresses/ },
  { case: "www", name: "www snackfee com", problem: /web addresses/ },
  { case: "an email address", name: "jane@example.com", problem: /web addresses/ },
  { case: "a zero-width space", name: "Jane\u200BDoe", problem: /hidden character/ },
  { case: "a zero-width joiner", name: "Ja\u200Dne Doe", problem: /hidden character/ },
  { case: "a right-to-left override", name: "Jane \u202EeoD", problem: /hidden character/ },
  { case: "a bidi isolate", name: "\u2066Jane Doe\u2069", problem: /hidden character/ },
  { case: "a left-to-right mark", name: "Jane\u200E Doe", problem: /hidden character/ },
  { case: "a soft hyphen", name: "Ja\u00ADne", problem: /hidden character/ },
  { case: "a control character", name: "Jane\u0000Doe", problem: /hidden character/ },
  { case: "a new line", name: "Jane\nDoe", problem: /hidden character/ },
  { case: "a private-use character", name: "Jane \uE000", problem: /hidden character/ },
  // NFC composes the first mark into "á"; four more stay piled on it.
  { case: "piled marks", name: "Ja\u0301\u0302\u0303\u0304\u0306ne", problem: /accent marks/ },
  { case: "an emoji", name: "Jane 🍎", problem: /letters, spaces/ },
  { case: "markup", name: "<b>Jane</b>", problem: /letters, spaces/ },
  { case: "a dollar sign", name: "Jane $", problem: /letters, spaces/ },
  { case: "one letter", name: "J", problem: /at least 2/ },
  { case: "punctuation only", name: "-'.", problem: /at least 2/ },
  { case: "61 characters", name: `${"A".repeat(30)} ${"B".repeat(30)}`, problem: /60 characters/ },
  { case: "nothing", name: "   ", problem: /enter your name/ },
];

/**
 * What a volunteer may bring, as parents type it: quantities, a dollar amount ("$" and a digit),
 * short runs of digits that are no phone number, and payment words inside other words.
 */
export const TAKEN_BRINGINGS = [
  "2 cases of water",
  "orange slices for 12",
  "Capri-Sun x 14",
  "$20 of fruit",
  "About $15.50 of grapes",
  "Orange slices, 2 cases of water",
  "Juice boxes & granola bars",
  "12 bananas, 24 juice boxes",
  "6 bags of pretzels, 1 cooler",
  "Pão de queijo",
  "Water for 2 teams, 10 kids each",
  "Snacks 9-10 AM",
  "Paper plates and cups",
  "Cashews-free trail mix",
  "Apples, no cash needed",
  "Grapes & 3 dozen cookies",
];

/**
 * Phone numbers and payment apps or handles in what a volunteer brings, each refused with the
 * sentence the form shows (src/lib/schemas/person-name.ts).
 */
export const REFUSED_BRINGINGS: { case: string; bringing: string; problem: RegExp }[] = [
  {
    case: "the report's example",
    bringing: "Venmo Coach-Alex-25 or call 512 555 0199",
    problem: /phone numbers/,
  },
  { case: "a number with spaces", bringing: "Call 512 555 0199", problem: /phone numbers/ },
  { case: "a number with dashes", bringing: "Text 512-555-0199 first", problem: /phone numbers/ },
  { case: "a number with periods", bringing: "Water, 512.555.0199", problem: /phone numbers/ },
  { case: "a number in parentheses", bringing: "Juice (512) 555-0199", problem: /phone numbers/ },
  { case: "a local number", bringing: "Grapes 555 0199", problem: /phone numbers/ },
  { case: "a number in one run", bringing: "Fruit 5125550199", problem: /phone numbers/ },
  { case: "an international number", bringing: "Water +44 20 7946 0958", problem: /phone numbers/ },
  { case: "digits spaced one by one", bringing: "5 1 2 5 5 5 0", problem: /phone numbers/ },
  { case: "digits of another script", bringing: "ماء ٥١٢٥٥٥٠١٩٩", problem: /phone numbers/ },
  { case: "Venmo", bringing: "Venmo me for the snacks", problem: /payment apps/ },
  { case: "Venmo in capitals", bringing: "VENMO coach alex", problem: /payment apps/ },
  { case: "Cash App", bringing: "Cash App the coach", problem: /payment apps/ },
  { case: "CashApp", bringing: "cashapp please", problem: /payment apps/ },
  { case: "Cash-App", bringing: "Pay by Cash-App", problem: /payment apps/ },
  { case: "Zelle", bringing: "Zelle 10 each", problem: /payment apps/ },
  { case: "PayPal", bringing: "Paypal the snack fee", problem: /payment apps/ },
  { case: "Pay Pal", bringing: "pay pal coach", problem: /payment apps/ },
  { case: "a cashtag", bringing: "Send 5 to $CoachAlex", problem: /payment apps/ },
  { case: "a cashtag in lower case", bringing: "$coachalex for juice", problem: /payment apps/ },
  { case: "an @ handle", bringing: "Snack fee to @coach-alex", problem: /payment apps/ },
  { case: "an @ handle first", bringing: "@alex25 has the list", problem: /payment apps/ },
];
