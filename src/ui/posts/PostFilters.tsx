/** The search box and the tag filter above the posts. */
import { useId, type Ref } from "react";
import { useHydrated } from "../kit/hydration";
import SearchField from "../kit/form/SearchField";
import type { PostFilter } from "./post-filter";
import type { Words } from "../../i18n/catalog";

interface PostFiltersProps {
  filter: PostFilter;
  tags: string[];
  onChange: (change: Partial<PostFilter>) => void;
  searchRef?: Ref<HTMLInputElement>;
  /** The page's `posts.filters` words. */
  words: Words<"posts">["filters"];
  /** The `lang` of the tags' names, typed by the coach: "en" on a page in another language. */
  tagsLang: "en" | undefined;
}

export default function PostFilters({
  filter,
  tags,
  onChange,
  searchRef,
  words,
  tagsLang,
}: PostFiltersProps) {
  const tagId = useId();
  // Disabled until the script runs, so nothing typed before then is silently ignored.
  const hydrated = useHydrated();
  // A tag from a shared link that no post carries any more still shows as chosen.
  const options = tags.includes(filter.tag) || filter.tag === "" ? tags : [...tags, filter.tag];

  return (
    <div role="search" aria-label={words.region} className="grid gap-3 sm:grid-cols-[1fr_16rem]">
      <SearchField
        label={words.search}
        value={filter.query}
        onChange={(query) => {
          onChange({ query });
        }}
        placeholder={words.searchPlaceholder}
        disabled={!hydrated}
        inputRef={searchRef}
      />
      <div>
        <label htmlFor={tagId} className="field-label">
          {words.tag}
        </label>
        <select
          id={tagId}
          value={filter.tag}
          onChange={(event) => {
            onChange({ tag: event.target.value });
          }}
          disabled={!hydrated}
          className="mt-1 field-box"
        >
          <option value="">{words.allTags}</option>
          {options.map((tag) => (
            <option key={tag} value={tag} lang={tagsLang}>
              {tag}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
