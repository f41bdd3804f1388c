/** The published posts, read in outline (src/ui/kit/api.ts). */
import type { Post } from "../../lib/schemas/posts";
import { getJson, recordsOf } from "../kit/api";

export const fetchPosts = (signal?: AbortSignal) => getJson("/api/posts", recordsOf<Post>(), signal);
