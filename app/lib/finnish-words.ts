/**
 * Word matching for Finnish questions: a message becomes lowercase words (letters, åäö and digits), and
 * keywords match at the start of a word, so 'nast' finds 'nastarenkaat' and 'nastoilla' but not
 * 'hinnasta'. Finnish inflects and compounds, so a keyword is a stem that a word starts with; a few
 * stems may also sit inside a compound ('talvi*renkaat*') and say so with a leading '*'. Typing without
 * ä and ö is common ('kesarenkaat'), so both sides are compared with ä→a, ö→o, å→a. Pure; no I/O.
 */

/** A keyword pattern: 'hinta' (a word starting with it), '=ei' (exactly that word), '*renka' (anywhere
 * inside a word), or several of these separated by spaces for consecutive words ('mitä maksa'). */
export type WordPattern = string;

/** Lowercase words of the text: letters (any alphabet) and digits; everything else separates. */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** ä→a, ö→o, å→a: what a visitor without a Finnish keyboard types. */
export function foldFinnish(word: string): string {
  return word.replace(/[äå]/g, "a").replace(/ö/g, "o");
}

/** The words of a text ready for matching (tokenised and folded). */
export type Words = readonly string[];

export function words(text: string): Words {
  return tokenize(text).map(foldFinnish);
}

function matchesOne(word: string, pattern: string): boolean {
  if (pattern.startsWith("=")) return word === pattern.slice(1);
  if (pattern.startsWith("*")) return word.includes(pattern.slice(1));
  return word.startsWith(pattern);
}

const compiled = new Map<string, string[]>();

function patternParts(pattern: WordPattern): string[] {
  let parts = compiled.get(pattern);
  if (!parts) {
    parts = pattern
      .trim()
      .split(/\s+/)
      .map((part) => {
        const marker = /^[=*]/.exec(part)?.[0] ?? "";
        return marker + foldFinnish(part.slice(marker.length).toLowerCase());
      });
    compiled.set(pattern, parts);
  }
  return parts;
}

/** The index of the first word where the pattern (one word or consecutive words) matches, or -1. */
export function indexOfPattern(text: Words, pattern: WordPattern): number {
  const parts = patternParts(pattern);
  for (let start = 0; start + parts.length <= text.length; start++) {
    if (parts.every((part, offset) => matchesOne(text[start + offset], part))) return start;
  }
  return -1;
}

/** True when any of the patterns matches the words. */
export function hasWord(text: Words, patterns: readonly WordPattern[]): boolean {
  return patterns.some((pattern) => indexOfPattern(text, pattern) !== -1);
}

/** The first word matching one of the patterns (single-word patterns), or undefined. */
export function findWord(text: Words, patterns: readonly WordPattern[]): string | undefined {
  return text.find((word) => patterns.some((pattern) => matchesOne(word, patternParts(pattern)[0])));
}

/** True when some word matches `patterns` but is not also caught by `except` (e.g. 'nast' but not 'nastaton'). */
export function hasWordExcept(text: Words, patterns: readonly WordPattern[], except: readonly WordPattern[]): boolean {
  return text.some(
    (word) => patterns.some((pattern) => matchesOne(word, patternParts(pattern)[0])) && !except.some((pattern) => matchesOne(word, patternParts(pattern)[0])),
  );
}
