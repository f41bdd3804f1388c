/** Published posts, one fetch for every island on a page (home's Latest News, the posts board). */
import { fetchPosts } from "./api";
import { createLoadable } from "../kit/loadable";

const published = createLoadable(() => fetchPosts());

export const $posts = published.$store;
export const loadPosts = published.load;
