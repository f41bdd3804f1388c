/**
 * "Start from a template" in the post editor, for a new post: six templates, each filling in the
 * title, content, excerpt and tags, with a toast saying what is left to fill in.
 */
import { POST_TEMPLATES, type PostTemplate } from "./post-templates";
import { showToast } from "../../kit/toasts";
import { Button } from "../../kit/form/Button";

export default function PostTemplatePicker({ onPick }: { onPick: (template: PostTemplate) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">Start from a template</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {POST_TEMPLATES.map((template) => (
          <Button
            key={template.id}
            tone="secondary"
            small
            onClick={() => {
              onPick(template);
              showToast({
                title: "Template Applied",
                description: `${template.name}: fill in the parts in [brackets] before you publish.`,
                variant: "success",
              });
            }}
          >
            {template.name}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
