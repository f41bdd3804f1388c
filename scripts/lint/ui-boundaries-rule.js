// @ts-check
/**
 * `ui/boundaries`: the ESLint rule over every import under src/ (static, re-exports and lazy
 * `import()`s) that applies the browser code's layout rules (./ui-boundaries.ts) to the file
 * an import names.
 */
import path from "node:path";
import { boundaryProblem } from "./ui-boundaries.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** @type {import("eslint").Rule.RuleModule} */
export const uiBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Keeps the kit, the features and the coach's code of src/ui apart." },
    schema: [],
  },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join("/");
    /**
     * @param {import("estree").Node} node
     * @param {unknown} specifier
     * @param {boolean} lazy
     */
    const check = (node, specifier, lazy) => {
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
      const problem = boundaryProblem(from, to, lazy);
      if (problem !== null) context.report({ node, message: problem });
    };
    return {
      ImportDeclaration: (node) => {
        check(node, node.source.value, false);
      },
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node, node.source.value, false);
      },
      ExportAllDeclaration: (node) => {
        check(node, node.source.value, false);
      },
      ImportExpression: (node) => {
        if (node.source.type === "Literal") check(node, node.source.value, true);
      },
    };
  },
};
