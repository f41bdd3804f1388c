/** The parents' Team Announcements (spec section 2): published posts from the shared store. */
import { useStore } from "@nanostores/react";
import { $posts, loadPosts } from "../../../stores/posts";
import PostsBrowser from "./PostsBrowser";

const retry = () => {
  void loadPosts();
};

export default function PostsBoard() {
  const $published = useStore($posts);
  return <PostsBrowser posts={$published} onRetry={retry} />;
}
