/**
 * The step between /roster and the coach's mode, as on /posts (see posts/coach/entry.ts): the
 * list of scripts the coach's roster needs is written into this module, so it reaches only the
 * coach's browser.
 */
export const loadCoachRoster = () => import("./CoachRoster");
