/**
 * The two parts of Kaartobotti's evaluation corpus as the score script runs them. Each part was written in
 * two batches by outsiders to the assistant's code (development.ts + held-out.ts first; development-2.ts
 * + held-out-2.ts later, with new wording, after the first development batch had been tuned on), so the
 * development part keeps meeting phrasings it was not tuned on. The held-out part is run last and only
 * for its aggregate score.
 */
import { DEVELOPMENT } from "./development";
import { DEVELOPMENT_2 } from "./development-2";
import { HELD_OUT } from "./held-out";
import { HELD_OUT_2 } from "./held-out-2";

export const DEVELOPMENT_PART = [...DEVELOPMENT, ...DEVELOPMENT_2];
export const HELD_OUT_PART = [...HELD_OUT, ...HELD_OUT_2];
