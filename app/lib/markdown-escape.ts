/**
 * Text that is not ours to format (product and manufacturer names, anything an admin or a visitor
 * typed) going into a markdown reply. Escaped, it is shown as written and never becomes a link, a
 * picture, emphasis, a heading or a list.
 */

// CommonMark: every ASCII punctuation character may be backslash-escaped and then stands for itself.
// Escaping all of them, not a hand-picked few, leaves no construct to think about.
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/g;

/**
 * GFM also turns bare addresses ('https://…', 'www.…', 'nimi@palvelu.fi') into links, and it does so
 * in the parsed text, where backslashes are already gone. An invisible word joiner inside the pattern
 * stops that; the text still reads the same.
 */
const WORD_JOINER = "\u2060";
const BARE_LINK_STARTS: [RegExp, string][] = [
  [/(https?):\/\//gi, `$1:${WORD_JOINER}//`],
  [/(www)\./gi, `$1${WORD_JOINER}.`],
  [/@/g, `@${WORD_JOINER}`],
];

/** Line breaks, tabs and other control characters would start new blocks (lists, quotes, code). */
function isBreakOrControl(code: number): boolean {
  return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
}

/** `text` as markdown that renders to the same text on one line (whitespace runs become one space). */
export function escapeMarkdown(text: string): string {
  let flat = "";
  for (const char of text) flat += isBreakOrControl(char.charCodeAt(0)) ? " " : char;
  flat = flat.replace(/\s+/g, " ").trim();
  for (const [pattern, replacement] of BARE_LINK_STARTS) flat = flat.replace(pattern, replacement);
  return flat.replace(ASCII_PUNCTUATION, "\\$&");
}
