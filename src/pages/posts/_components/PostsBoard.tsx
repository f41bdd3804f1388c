/** The parents' Team Announcements (spec section 2): published posts from the shared store. */
import { useLoadable } from "../../../islands/hydration";
import { $posts, loadPosts } from "../../../stores/posts";
import PostsBrowser from "./PostsBrowser";

const retry = () => {
  void loadPosts();
};

export default function PostsBoard() {
  const $published = useLoadable($posts);
  return <PostsBrowser posts={$published} onRetry={retry} />;
}
