/**
 * The parents' Team Announcements: published posts from the shared store. In a
 * browser flagged as the coach's, the coach's mode loads on demand, so parents never download it.
 */
import { lazy, Suspense } from "react";
import { useHydrated, useLoadable } from "../kit/hydration";
import { hasAdminFlag } from "../sign-in/admin-flags";
import { $posts, loadPosts } from "./store";
import PostsBrowser from "./PostsBrowser";
import { KitWordsProvider } from "../kit/words";
import type { Words } from "../../i18n/catalog";
import type { Lang } from "../../i18n/lang";

// In two steps, so the list of the coach's scripts stays out of the parents' download (coach-posts-board.ts).
const CoachPostsBoard = lazy(() => import("./coach/entry").then((step) => step.loadCoachPostsBoard()));

const retry = () => {
  void loadPosts();
};

export interface PostsBoardProps {
  /** The page's `posts` words. */
  words: Words<"posts">;
  kit: Words<"kit">;
  lang: Lang;
}

export default function PostsBoard({ kit, ...props }: PostsBoardProps) {
  return (
    <KitWordsProvider words={kit}>
      <Board {...props} />
    </KitWordsProvider>
  );
}

function Board({ words, lang }: Omit<PostsBoardProps, "kit">) {
  const $published = useLoadable($posts);
  const hydrated = useHydrated();
  const parentView = <PostsBrowser posts={$published} onRetry={retry} words={words} lang={lang} />;
  if (!hydrated || !hasAdminFlag()) return parentView;
  return (
    <Suspense fallback={parentView}>
      <CoachPostsBoard parentView={parentView} words={words} lang={lang} />
    </Suspense>
  );
}
