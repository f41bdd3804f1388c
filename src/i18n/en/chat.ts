/** The words of /chat: the parents' channels and the sign-in it asks for. */
export const chat = {
  title: "Team Chat",
  description: "The {team} parents' chat: general, practice and rides channels.",
  keywords: "team chat, carpool, parents",
  channels: "Channels: {channels}",
  loginTitle: "Parent Login Required",
  loginText:
    "The team chat is open to {team} parents only. Ask the coach for access and you'll get your login.",
  askAccess: "Contact Coach for Access",
};
