/**
 * The parents' Team Announcements: published posts from the shared store. In a
 * browser flagged as the coach's, the coach's mode loads on demand, so parents never download it.
 */
import { lazy, Suspense } from "react";
import { useHydrated, useLoadable } from "../kit/hydration";
import { hasAdminFlag } from "../sign-in/admin-flags";
import { $posts, loadPosts } from "./store";
import PostsBrowser from "./PostsBrowser";

// In two steps, so the list of the coach's scripts stays out of the parents' download (coach-posts-board.ts).
const CoachPostsBoard = lazy(() => import("./coach/entry").then((step) => step.loadCoachPostsBoard()));

const retry = () => {
  void loadPosts();
};

export default function PostsBoard() {
  const $published = useLoadable($posts);
  const hydrated = useHydrated();
  const parentView = <PostsBrowser posts={$published} onRetry={retry} />;
  if (!hydrated || !hasAdminFlag()) return parentView;
  return (
    <Suspense fallback={parentView}>
      <CoachPostsBoard parentView={parentView} />
    </Suspense>
  );
}
