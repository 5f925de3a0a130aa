/**
 * Control characters in what a visitor sends. Nobody types them; Postgres text cannot even hold NUL
 * (U+0000), so a message carrying one would be answered but never stored. Tab, line feed and carriage
 * return are ordinary typing and allowed.
 */

export const CONTROL_CHARACTER_TEXT = "Viestissä on merkkejä, joita ei voi käsitellä.";

export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** Whether any string in a parsed JSON value (object keys included) has a control character. */
export function containsControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (hasControlCharacters(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (typeof next === "object" && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (hasControlCharacters(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
