/** The coach's posts, drafts included, newest first. */
import type { Post } from "../../../lib/schemas/posts";
import { coachLoadable, removeById, upsertById } from "../../kit/coach/coach-loadable";
import { newestFirst } from "../../../lib/domain/newest-first";
import { changeLoaded } from "../../kit/loadable";
import { fetchAllPosts } from "./api";

const posts = coachLoadable(() => fetchAllPosts());

export const $coachPosts = posts.$store;
export const loadCoachPosts = posts.load;

export const putPost = (post: Post) => {
  changeLoaded($coachPosts, loadCoachPosts, (list) => newestFirst(upsertById(list, post)));
};
export const dropPost = (id: string) => {
  changeLoaded($coachPosts, loadCoachPosts, (list) => removeById(list, id));
};
