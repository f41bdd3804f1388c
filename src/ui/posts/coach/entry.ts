/**
 * The step between /posts and the coach's mode: PostsBoard imports this small module, and this
 * module imports the coach's board. Vite writes the list of scripts a lazy import should fetch in
 * parallel into the module that makes the import; made here, the coach's list (27 scripts) reaches
 * only the coach's browser, and every parent's first load of /posts is 0.34 KB gzip lighter. The
 * coach waits for one more small file before the rest load together.
 */
export const loadCoachPostsBoard = () => import("./CoachPostsBoard");
