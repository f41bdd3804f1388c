/**
 * The posts page's words, and those of the posts' islands (the board, its filters and cards, the
 * home page's Latest News). Posts' titles, text and tags are the coach's words and stay as typed.
 */
export const posts = {
  title: "Team Announcements",
  description:
    "News from the coach of {team} {division}, {season}: game-day reminders, schedule changes, snacks and uniforms.",
  /** Comma-separated, e.g. "team announcements, team news". */
  keywords: "team announcements, team news, game day, snack schedule",
  heading: "Team Announcements",
  subheading: "News and updates from the coach, {season} season",
  welcome: {
    heading: "Welcome Parents!",
    intro:
      "This is where the coach posts what families need to know: game-day reminders, schedule and field changes, snacks and uniforms. Search or pick a tag to find an older post.",
    urgent: "Urgent changes also go out by text, so keep your phone handy on game days.",
    contact: "Questions? Send the coach a message",
  },
  /** The list's heading, for screen readers. */
  listHeading: "Posts",
  loading: "Loading posts...",
  /** Chosen by the count's plural form, e.g. "1 post", "5 posts". */
  count: { one: "{count} post", other: "{count} posts" },
  /** While filtering, by the plural form of all the posts' count, e.g. "2 of 5 posts". */
  shown: { one: "{shown} of {count} post", other: "{shown} of {count} posts" },
  empty: {
    heading: "No announcements yet",
    text: "News from Coach shows up here. Check back soon!",
  },
  noMatch: {
    heading: "No posts found",
    text: "No post matches your search. Try another word or tag.",
    clear: "Clear filters",
  },
  filters: {
    region: "Search and filter posts",
    search: "Search posts",
    searchPlaceholder: "Title or text",
    tag: "Tag",
    allTags: "All tags",
  },
  /** The list of a post's tags, for screen readers. */
  tags: "Tags",
  readMore: "Read More",
  readLess: "Read Less",
  /** After a link in a post's text, for screen readers. */
  opensInNewTab: "(opens in a new tab)",
  /** Each post's Share link: the phone's share sheet, or WhatsApp in a new tab. */
  share: "Share",
  /** What a shared post says before its address. */
  shareText: "Team news: {title}",
  latest: {
    loading: "Loading news...",
    empty: "No announcements yet.",
  },
};
