/**
 * An iCalendar file (RFC 5545) as lines, properties and components: folded lines joined, each
 * property's name, parameters and value, and the components nested in BEGIN and END. Each line is
 * read once, left to right, however long it is or however many parameters it has.
 */

export interface IcsProperty {
  line: number;
  name: string;
  params: ReadonlyMap<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  /** The physical line of its BEGIN in the original file. */
  line: number;
  properties: IcsProperty[];
  children: IcsComponent[];
  closed: boolean;
}

/**
 * Logical lines with the physical line each starts on: a line starting with a space or tab
 * continues the one before (RFC 5545 folding), whichever line breaks the file uses.
 */
function unfold(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  text.split(/\r\n|\n|\r/).forEach((physical, index) => {
    const last = lines.at(-1);
    if ((physical.startsWith(" ") || physical.startsWith("\t")) && last) {
      last.text += physical.slice(1);
    } else if (physical.trim() !== "") {
      lines.push({ line: index + 1, text: physical });
    }
  });
  return lines;
}

/**
 * `DTSTART;TZID="America/Chicago":20260307T090000` → name, parameters (quotes removed) and value;
 * null for a line that is not a property. One pass over the line, however many parameters it has.
 */
function parseContentLine(line: number, text: string): IcsProperty | null {
  const name = /^[A-Za-z0-9-]+/.exec(text)?.[0];
  if (name === undefined) return null;
  const params = new Map<string, string>();
  let index = name.length;
  while (text.charAt(index) === ";") {
    const equals = text.indexOf("=", index);
    if (equals === -1) return null;
    const key = text.slice(index + 1, equals).toUpperCase();
    let value = "";
    let quoted = false;
    for (index = equals + 1; index < text.length; index++) {
      const char = text.charAt(index);
      if (char === '"') quoted = !quoted;
      else if (!quoted && (char === ";" || char === ":")) break;
      else value += char;
    }
    params.set(key, value);
  }
  if (text.charAt(index) !== ":") return null;
  return { line, name: name.toUpperCase(), params, value: text.slice(index + 1) };
}

/** Deeper than any calendar nests (VCALENDAR, VTIMEZONE, STANDARD): a deeper BEGIN is ignored. */
const MAX_NESTING = 8;

/** The file's components as a tree under a root; an unclosed one stays `closed: false`. */
export function readComponents(text: string): IcsComponent {
  const root: IcsComponent = { name: "", line: 0, properties: [], children: [], closed: true };
  const stack = [root];
  for (const { line, text: content } of unfold(text)) {
    const property = parseContentLine(line, content);
    if (!property) continue;
    const current = stack.at(-1) ?? root;
    const kind = property.value.trim().toUpperCase();
    if (property.name === "BEGIN") {
      if (stack.length > MAX_NESTING) continue;
      const component: IcsComponent = { name: kind, line, properties: [], children: [], closed: false };
      current.children.push(component);
      stack.push(component);
    } else if (property.name === "END") {
      const open = stack.findLastIndex((component, index) => index > 0 && component.name === kind);
      if (open === -1) continue;
      const closing = stack[open];
      if (closing) closing.closed = true;
      stack.length = open;
    } else {
      current.properties.push(property);
    }
  }
  return root;
}

/** The component's first property of that name, e.g. its DTSTART. */
export const propertyOf = (component: IcsComponent, name: string): IcsProperty | undefined =>
  component.properties.find((property) => property.name === name);

/** RFC 5545 TEXT: `\,` `\;` `\\` and `\n` (a new line) unescaped. */
export const unescapeText = (value: string): string =>
  value.replace(/\\(.)/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));
