/** The search box and the tag filter above the posts. */
import { useId, type Ref } from "react";
import { useHydrated } from "../kit/hydration";
import type { PostFilter } from "./post-filter";

interface PostFiltersProps {
  filter: PostFilter;
  tags: string[];
  onChange: (change: Partial<PostFilter>) => void;
  searchRef?: Ref<HTMLInputElement>;
}

const FIELD =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900";

export default function PostFilters({ filter, tags, onChange, searchRef }: PostFiltersProps) {
  const searchId = useId();
  const tagId = useId();
  // Disabled until the script runs, so nothing typed before then is silently ignored.
  const hydrated = useHydrated();
  // A tag from a shared link that no post carries any more still shows as chosen.
  const options = tags.includes(filter.tag) || filter.tag === "" ? tags : [...tags, filter.tag];

  return (
    <div role="search" aria-label="Search and filter posts" className="grid gap-3 sm:grid-cols-[1fr_16rem]">
      <div>
        <label htmlFor={searchId} className="text-sm font-semibold text-navy-900">
          Search posts
        </label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={filter.query}
          onChange={(event) => {
            onChange({ query: event.target.value });
          }}
          placeholder="Title or text"
          autoComplete="off"
          enterKeyHint="search"
          disabled={!hydrated}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={tagId} className="text-sm font-semibold text-navy-900">
          Tag
        </label>
        <select
          id={tagId}
          value={filter.tag}
          onChange={(event) => {
            onChange({ tag: event.target.value });
          }}
          disabled={!hydrated}
          className={FIELD}
        >
          <option value="">All tags</option>
          {options.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
