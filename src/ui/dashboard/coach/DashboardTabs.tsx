/**
 * The dashboard's seven tabs as WAI-ARIA tabs: arrow keys, Home and End move between them (and
 * select), the selected tab is in the URL hash (`/admin#players`) so a reload keeps it, and only
 * the selected panel is drawn, so a tab loads its data when the coach first opens it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import EventsTab from "../../schedule/coach/EventsTab";
import EventHeadcount from "../../family/coach/EventHeadcount";
import GameDayTab from "../../game-day/coach/GameDayTab";
import MessagesTab from "./MessagesTab";
import OverviewTab from "./OverviewTab";
import PlayersTab from "../../roster/coach/PlayersTab";
import { GroupMePostsSlot, GroupMeTestSlot } from "../../groupme/coach/GroupMeSlots";
import PostsTab from "../../posts/coach/PostsTab";
import SnacksTab from "../../snacks/coach/SnacksTab";

export const TABS = [
  { id: "overview", label: "Overview" },
  { id: "events", label: "Events" },
  { id: "game-day", label: "Game Day" },
  { id: "snacks", label: "Snacks" },
  { id: "posts", label: "Posts" },
  { id: "players", label: "Players" },
  { id: "messages", label: "Messages" },
] as const;

export type TabId = (typeof TABS)[number]["id"];

/** The tab a hash names, e.g. `"#players"` → `"players"`; anything else is the Overview. */
export function tabFromHash(hash: string): TabId {
  const name = hash.replace(/^#/, "");
  return TABS.find((tab) => tab.id === name)?.id ?? "overview";
}

export interface DashboardSettings {
  practicePlan: string;
  practiceField: string;
  rosterCapacity: number;
}

export default function DashboardTabs({ practicePlan, practiceField, rosterCapacity }: DashboardSettings) {
  const [selected, setSelected] = useState<TabId>(() => tabFromHash(window.location.hash));
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());

  useEffect(() => {
    const onHashChange = () => {
      setSelected(tabFromHash(window.location.hash));
    };
    window.addEventListener("hashchange", onHashChange);
    return () => {
      window.removeEventListener("hashchange", onHashChange);
    };
  }, []);

  const select = (id: TabId, focus = false) => {
    setSelected(id);
    // replaceState: switching tabs should not fill the Back button's history.
    window.history.replaceState(null, "", `#${id}`);
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const target =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? TABS[(index + 1) % TABS.length]
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === "Home"
            ? TABS[0]
            : event.key === "End"
              ? TABS[TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target.id, true);
  };

  const panel = (id: TabId) => {
    switch (id) {
      case "overview":
        return (
          <OverviewTab
            onOpenTab={(tab) => {
              select(tab, true);
            }}
          />
        );
      case "events":
        return (
          <EventsTab
            practicePlan={practicePlan}
            practiceField={practiceField}
            headcount={(event) => <EventHeadcount eventId={event.id} title={event.title} />}
          />
        );
      case "game-day":
        return <GameDayTab />;
      case "snacks":
        return <SnacksTab practiceField={practiceField} />;
      case "posts":
        return <PostsTab groupMe={{ test: <GroupMeTestSlot />, messenger: <GroupMePostsSlot /> }} />;
      case "players":
        return <PlayersTab rosterCapacity={rosterCapacity} />;
      case "messages":
        return <MessagesTab />;
    }
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Dashboard sections"
        aria-orientation="horizontal"
        className="grid grid-cols-4 gap-1 rounded-xl bg-navy-900 p-1 sm:grid-cols-7"
      >
        {TABS.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                select(tab.id);
              }}
              onKeyDown={onKeyDown}
              className={`min-h-11 rounded-lg px-2 text-sm font-semibold focus-visible:outline-bolt-400 ${
                isSelected ? "bg-bolt-400 text-navy-950" : "text-white hover:bg-navy-800"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="mt-4 rounded-xl focus-visible:outline-offset-4"
        >
          {tab.id === selected ? panel(tab.id) : null}
        </div>
      ))}
    </div>
  );
}
