/**
 * The ESLint rule reads each kind of import (static, re-export, lazy) and reports what the
 * layout forbids, on the file an import names relative to the importing file.
 */
import path from "node:path";
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { uiBoundaries } from "./ui-boundaries-rule.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = path.resolve(import.meta.dirname, "../..");
const at = (file: string) => path.join(ROOT, file);

new RuleTester({ languageOptions: { ecmaVersion: 2025, sourceType: "module" } }).run(
  "ui/boundaries",
  uiBoundaries,
  {
    valid: [
      { filename: at("src/ui/snacks/SnackSignup.tsx"), code: 'import { x } from "../schedule/EventStatus";' },
      { filename: at("src/ui/snacks/SnackSignup.tsx"), code: 'import { x } from "../kit/api";' },
      { filename: at("src/ui/posts/PostsBoard.tsx"), code: 'const load = () => import("./coach/entry");' },
      {
        filename: at("src/ui/posts/coach/PostEditor.tsx"),
        code: 'import { x } from "../../groupme/coach/store";',
      },
      {
        filename: at("src/pages/admin.astro.ts"),
        code: 'import x from "../ui/dashboard/coach/AdminDashboard";',
      },
      { filename: at("src/ui/kit/api.ts"), code: 'import { x } from "../../lib/clock";' },
    ],
    invalid: [
      { filename: at("src/ui/kit/Dialog.tsx"), code: 'import { x } from "../posts/store";', errors: 1 },
      {
        filename: at("src/ui/posts/PostsBoard.tsx"),
        code: 'import x from "./coach/CoachPostsBoard";',
        errors: 1,
      },
      {
        filename: at("src/ui/posts/PostsBoard.tsx"),
        code: 'export { x } from "../kit/coach/parts";',
        errors: 1,
      },
      { filename: at("src/ui/posts/PostsBoard.tsx"), code: 'export * from "./coach/store";', errors: 1 },
      {
        filename: at("src/ui/posts/PostsBoard.tsx"),
        code: 'const load = () => import("./coach/CoachPostsBoard");',
        errors: 1,
      },
      {
        filename: at("src/ui/schedule/EventList.tsx"),
        code: 'const load = () => import("../posts/coach/entry");',
        errors: 1,
      },
      {
        filename: at("src/ui/snacks/SnackSignup.tsx"),
        code: 'import { x } from "../schedule/parts/Badge";',
        errors: 1,
      },
      { filename: at("src/lib/domain/words.ts"), code: 'import { x } from "../../ui/kit/api";', errors: 1 },
    ],
  },
);
