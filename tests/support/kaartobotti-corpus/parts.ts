/**
 * The two parts of Kaartobotti's evaluation corpus as the score script runs them. Each part was written in
 * four batches by outsiders to the assistant's code (development.ts + held-out.ts first; development-2.ts
 * + held-out-2.ts later, with new wording, after the first development batch had been tuned on; then
 * development-3.ts + held-out-3.ts: refusals, hand-offs and off-topic lines in many wordings; then
 * development-4.ts + held-out-4.ts: everyday questions in customers' own words, with typos, colloquial
 * Finnish and follow-ups, and the lines that need care), so the development part keeps meeting phrasings it
 * was not tuned on. The held-out part is run last and only for its aggregate score.
 */
import { DEVELOPMENT } from "./development";
import { DEVELOPMENT_2 } from "./development-2";
import { DEVELOPMENT_3 } from "./development-3";
import { DEVELOPMENT_4 } from "./development-4";
import { HELD_OUT } from "./held-out";
import { HELD_OUT_2 } from "./held-out-2";
import { HELD_OUT_3 } from "./held-out-3";
import { HELD_OUT_4 } from "./held-out-4";

export const DEVELOPMENT_PART = [...DEVELOPMENT, ...DEVELOPMENT_2, ...DEVELOPMENT_3, ...DEVELOPMENT_4];
export const HELD_OUT_PART = [...HELD_OUT, ...HELD_OUT_2, ...HELD_OUT_3, ...HELD_OUT_4];
