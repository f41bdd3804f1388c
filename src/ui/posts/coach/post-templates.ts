/**
 * Starting points for a new post: six templates for the posts a coach of the
 * Hays Lightning writes every season. Square brackets mark what the coach fills in. Pure data.
 */
import type { QUICK_TAGS } from "./post-form";

export interface PostTemplate {
  id: string;
  /** The button's words. */
  name: string;
  title: string;
  content: string;
  excerpt: string;
  tags: (typeof QUICK_TAGS)[number][];
}

export const POST_TEMPLATES: readonly PostTemplate[] = [
  {
    id: "season-welcome",
    name: "Season Welcome",
    title: "Welcome to the Hays Lightning, Fall 2025!",
    content: `Welcome to the Hays Lightning U10 team! I'm excited to coach your player this fall.

Practices: Tuesdays and Thursdays, 6:30-7:45 PM, Sep 9 to Nov 13 at the Hays Youth Sports Complex, Field 5 West (100 Hays Youth Drive, Kyle). Please arrive 10 minutes early so we can start on time.

Games: Saturday mornings (one on a Sunday), starting Saturday, Sep 20. The full schedule, with times and fields, is on the Schedule page, and you can subscribe to the team calendar from there.

Every practice and game: size 4 ball, shin guards, soccer cleats, a water bottle with your player's name on it, and (on game days) the team jersey.

How I'll keep you posted: a weekly email every Sunday and posts here. Texts are for urgent changes only, like a rained-out practice.

Game-day snacks: one family per game brings snacks and drinks for about 15 people. Please sign up for a game on the Schedule page.

Questions? Use the Contact page or catch me at practice. Let's have a great season!
Coach`,
    excerpt:
      "Practices Tue/Thu 6:30-7:45 PM on Field 5 West, games on Saturday mornings from Sep 20, and how to reach the coach.",
    tags: ["Important", "Practice Info"],
  },
  {
    id: "practice-focus",
    name: "Weekly Practice Focus",
    title: "This Week at Practice: [skill]",
    content: `This week we're working on [skill, e.g. passing with the inside of the foot].

Tuesday: [warm-up game and drill, e.g. passing in pairs, then a give-and-go relay]
Thursday: [drill, e.g. passing under pressure], then a short scrimmage to use it in a game

How to help at home: 10 minutes in the yard is plenty. [Idea, e.g. pass the ball back and forth, using both feet.]

Reminders: practice runs 6:30-7:45 PM on Field 5 West. Shin guards, cleats and a full water bottle every time. Please let me know if your player will miss a practice.`,
    excerpt:
      "What we're working on at practice this Tuesday and Thursday, and a 10-minute idea to try at home.",
    tags: ["Practice Info"],
  },
  {
    id: "game-day",
    name: "Game Day",
    title: "Game Day: Lightning vs [opponent]",
    content: `Game day is [Saturday, date]! We play [opponent] at [time] at [field, e.g. Field 5 West, Hays Youth Sports Complex, 100 Hays Youth Drive].

Please arrive 30 minutes early ([arrival time]) so we can warm up together.

Bring: team jersey, shin guards, soccer cleats, size 4 ball and a full water bottle.

Snacks: [family] is bringing snacks this week. Thank you! If the game still says Need Volunteer on the Schedule page, please sign up there.

Sideline reminder: cheer for both teams, let the coaches coach and the referee referee. See you there!`,
    excerpt: "Kick-off time, field, arrival time and what to bring for this week's game.",
    tags: ["Game Update", "Field Info"],
  },
  {
    id: "weather-update",
    name: "Weather Update",
    title: "Weather Update: [practice or game, day]",
    content: `Heads up about the weather for [practice or game] on [day, date].

Status: [ON as planned / CANCELLED / MOVED to new time].

[Details, e.g. Storms are expected after 5 PM. If we hear thunder or see lightning, everyone leaves the field for at least 30 minutes; league rules, no exceptions.]

Hot day? Send two water bottles, a hat and sunscreen. We take extra water breaks whenever it's over 90°F.

I'll post any change here and text everyone by [time, e.g. 4:30 PM]. When in doubt, check this page before you drive to the field.`,
    excerpt: "Whether practice or the game is on, and what to bring for the weather.",
    tags: ["Weather", "Important"],
  },
  {
    id: "snack-schedule",
    name: "Snack Schedule",
    title: "Game Day Snacks: Sign-Up Reminder",
    content: `Thank you to every family who has signed up for game-day snacks!

Games that still need a volunteer: [dates]. Sign up on the Schedule page; the first family to sign up for a game has it.

Plan for about 15 people (players plus coaches). Good picks: orange slices, grapes, bananas, pretzels or granola bars, and water or sports drinks.

Please keep everything nut-free, and pack it in a cooler so it stays fresh on a hot Saturday morning.

If something comes up and you can't make it, let me know as soon as you can so another family can help.`,
    excerpt: "Which games still need a snack volunteer, and what to bring for about 15 people.",
    tags: ["Snack Schedule"],
  },
  {
    id: "equipment-check",
    name: "Equipment Check",
    title: "Equipment Check Before [practice or game]",
    content: `Quick equipment check so everyone is ready to play:

- Soccer ball: size 4, pumped up, with your player's name on it
- Shin guards: mandatory at every practice and game, worn under the socks
- Soccer cleats: soccer cleats only (no baseball or football cleats with a toe spike)
- Water bottle: full, labelled with your player's name
- Team jersey: league provided, for game days

[Anything extra, e.g. Uniforms are handed out at Thursday's practice.]

Outgrown cleats or shin guards? Bring them to practice; another family may need them.`,
    excerpt:
      "Ball, shin guards, cleats, water bottle and jersey: a checklist before the next practice or game.",
    tags: ["Equipment", "Uniform"],
  },
];
