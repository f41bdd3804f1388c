/**
 * Records newest first by `createdAt`, at most `limit`, as a new array, e.g. the 5 latest posts:
 * `newestFirst(posts, 5)`.
 */
export function newestFirst<T extends { createdAt: string }>(
  items: readonly T[],
  limit: number = Number.POSITIVE_INFINITY,
): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}
