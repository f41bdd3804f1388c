/**
 * The post editor's tags: the post's own (each removes itself), a box for a new one (Enter or Add,
 * with a message when it cannot be added), and the quick-add tags, each pressed while on the post.
 */
import { useState, type KeyboardEvent } from "react";
import { addTag, QUICK_TAGS, removeTag, tagProblem } from "./post-form";
import { Button } from "../../kit/form/Button";
import { describedBy, FieldError } from "../../kit/form/Field";
import TagList, { TAG_CHIP } from "../../kit/form/TagList";

interface PostTagsFieldProps {
  /** The field's id; the new-tag box is `<id>-input`. */
  id: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** The check's message about the tags, once touched. */
  error: string | undefined;
}

export default function PostTagsField({ id, tags, onChange, error }: PostTagsFieldProps) {
  const [typed, setTyped] = useState("");
  const inputId = `${id}-input`;
  const problem = tagProblem(tags, typed) ?? undefined;

  const commit = () => {
    if (typed.trim() === "" || problem) return;
    onChange(addTag(tags, typed));
    setTyped("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the tag instead of submitting the whole post.
    event.preventDefault();
    commit();
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">Tags</legend>
      {tags.length > 0 ? (
        <TagList tags={tags} label="Tags on this post">
          {(tag) => (
            <button
              type="button"
              aria-label={`Remove tag ${tag}`}
              onClick={() => {
                onChange(removeTag(tags, tag));
              }}
              className={`${TAG_CHIP} inline-flex min-h-11 items-center gap-1 px-3 text-sm ring-1 ring-navy-100 hover:bg-navy-100`}
            >
              {tag}
              <span aria-hidden="true" className="text-base">
                ×
              </span>
            </button>
          )}
        </TagList>
      ) : (
        <p className="text-sm text-slate-600">No tags yet.</p>
      )}
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            New tag
          </label>
          <input
            id={inputId}
            type="text"
            placeholder="Add a tag"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(inputId, null, problem)}
            className="field-box"
          />
        </div>
        <Button tone="secondary" onClick={commit} disabled={typed.trim() === "" || problem !== undefined}>
          Add
        </Button>
      </div>
      <FieldError id={inputId} error={problem} />
      <div role="group" aria-label="Quick-add tags" className="flex flex-wrap gap-2">
        {QUICK_TAGS.map((tag) => {
          const on = tags.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={on}
              onClick={() => {
                onChange(on ? removeTag(tags, tag) : addTag(tags, tag));
              }}
              className={`min-h-11 rounded-full px-3 text-sm font-medium ring-1 ${
                on
                  ? "bg-navy-900 text-white ring-navy-900"
                  : "bg-white text-navy-900 ring-slate-300 hover:bg-slate-50"
              }`}
            >
              <span aria-hidden="true">{on ? "✓ " : "+ "}</span>
              {tag}
            </button>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
