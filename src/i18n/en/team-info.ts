/**
 * The words of /team-info: the season overview, communication, the sideline code of conduct, the
 * weather and safety rules and the FAQ. `{name}` slots take the team's facts or a link.
 */
export const teamInfo = {
  title: "Team Information",
  description:
    "How {team} runs its {season} season: practices, games, communication, sideline code of conduct, equipment, the field, weather and safety rules, and FAQ.",
  keywords: "team information, code of conduct, equipment, weather, safety, FAQ",
  intro: "Everything families need to know for the {season} season.",
  overview: {
    title: "Season Overview",
    practices: "Practices",
    practicesLine: "{days}, {time}, {span}",
    games: "Games",
    gamesLine: "Through the season, {span}: each game's day, time and field are on the {schedule}",
    scheduleLink: "schedule",
    team: "Team",
    teamLine: "{division}, ages {ages}: {roster}",
    rosterLink: "the roster",
    field: "Field",
  },
  communication: {
    title: "Communication Plan",
    weekly: "{weekly} with the week's plan, reminders and snack duty.",
    weeklyStrong: "Weekly email every Sunday",
    texts: "{texts}: cancellations, field changes, late arrivals.",
    textsStrong: "Texts for urgent matters only",
    answers: "The coach answers {email}, and texts or calls within 2-4 hours in the daytime.",
    answersStrong: "email within 24 hours",
    news: "News and schedule changes are posted on the {posts} page.",
    postsLink: "Posts",
  },
  conduct: {
    title: "Sideline Code of Conduct",
    doHeading: "Do",
    dontHeading: "Don't",
    dos: {
      cheer: "Cheer for every player on both teams, by effort, not by result.",
      oneVoice: "Let the coach coach: one voice on the sideline is easier for kids to follow.",
      thankReferee: "Thank the referee after the game, win or lose; many are teenagers learning too.",
      spectatorSide: "Stay on the spectator side, behind the line, and keep siblings off the field.",
      askFun: "Ask your player after the game: did you have fun? What did you learn?",
    },
    donts: {
      shout: 'Don\'t shout instructions ("Shoot!", "Pass!") while the ball is in play.',
      argue: "Don't question or argue with the referee's calls.",
      criticise: "Don't criticise any player, ours or theirs.",
      pets: "Don't bring pets to the complex; league rules don't allow them at the fields.",
      smoke: "Don't smoke or vape anywhere at the sports complex.",
    },
  },
  fieldTitle: "Field Information",
  safety: {
    title: "Weather and Safety",
    intro:
      "Every player's safety comes before any game. These are the rules we follow at every practice and game.",
    lightning: {
      heading: "Thunder and lightning",
      items: {
        leave:
          "At the first thunder or lightning, everyone leaves the field right away: players, coaches and families.",
        car: "Wait in your car with the windows up. Trees, tents and open-sided shelters are not safe places to wait.",
        wait: "We go back on the field only 30 minutes after the last thunder or lightning. Each new rumble or flash starts the 30 minutes again.",
      },
    },
    heat: {
      heading: "Heat",
      items: {
        water:
          "Send a full water bottle every time (two on hot days), light-coloured loose clothes and a hat for the breaks.",
        breaks:
          "On hot days players get a water break every 15-20 minutes, in practices and in games, and rest in the shade.",
        wbgt: "When it is too hot, the league shortens or cancels play. It follows U.S. Soccer's Recognize to Recover heat guidelines, which go by the wet-bulb globe temperature (WBGT): heat, humidity and sun together, not the air temperature alone.",
        alert:
          "The league makes the call; the coach then posts the field alert at the top of every page of this site.",
        sick: "A player who feels dizzy, sick or has a headache rests in the shade with water. If a player is confused or collapses, call 911.",
      },
    },
    concussion: {
      heading: "Head injuries and concussion",
      items: {
        sitOut:
          "A player who may have a head injury sits out for the rest of that day, even if they say they feel fine.",
        clearance:
          "They play again only with written clearance from a doctor or another licensed health-care provider. Please give the coach a copy.",
        watch:
          "In the hours after, watch for headache, dizziness, nausea, sleepiness, confusion, blurry vision or your child not acting like themselves, and call your doctor.",
        emergency:
          "Go to the emergency room or call 911 if a headache gets worse, vomiting repeats, they are hard to wake, their speech is slurred or they have a seizure.",
      },
    },
    heading: {
      heading: "No heading at U10",
      items: {
        guideline:
          "U.S. Soccer's heading guideline: players 10 and under do not head the ball, in games or in practices.",
        freeKick: "In a game, a deliberate header is an indirect free kick for the other team.",
        instead: "We teach players to bring a high ball down with their chest, thigh or foot instead.",
      },
    },
  },
  faq: {
    title: "Frequently Asked Questions",
    rain: {
      question: "What if it rains or there is lightning?",
      answer:
        'The league decides on field closures by 7 AM on game days and by 4 PM on practice days. As soon as it does, the coach posts an alert at the top of every page of this site (for example "Fields closed today: rain") and marks the events Cancelled on the {schedule}. Lightning during a practice or game has its own rule: see {lightning}.',
      scheduleLink: "Schedule",
      lightningLink: "the lightning rule under Weather and Safety",
    },
    missing: {
      question: "What if my player has to miss a practice or a game?",
      answer:
        "Text or call the coach at {phone} as early as you can, so the coach can plan the line-up. No need to explain.",
    },
    playingTime: {
      question: "How much does each player play?",
      answer:
        "Everyone plays at least half of every game. At U10 we rotate positions so every player learns the whole field, including goalkeeper if they want to try it.",
    },
    snacks: {
      question: "How do game-day snacks work?",
      answer:
        "One family brings a snack and drinks for about 15 people (12-15 players plus coaches) for each game. Sign up for a game on the Schedule page; it takes a minute and needs no account.",
    },
    arrive: {
      question: "When should we arrive?",
      answer:
        "15 minutes before practice and 30 minutes before a game, with shin guards on, cleats tied and a full water bottle.",
    },
    calendar: {
      question: "Can I add the schedule to my phone's calendar?",
      answer:
        "Yes: use Subscribe to Calendar on the home page. Your calendar app then keeps every game and practice up to date on its own, including any time changes.",
    },
  },
  coachContact: {
    title: "Coach Contact Information",
    coach: "Coach",
    urgent: "Urgent (call or text)",
    email: "Email",
    formLine: "Or use the {form}; the coach answers within 24 hours.",
    formLink: "contact form",
  },
};
