/**
 * The rim a question asks for (issue 27): its diameter ('17 tuuman', '16"', '18 inch', '17 tum') and bolt
 * pattern ('5x112', '5/112', '5×114,3'), either of which may be missing. Pure.
 */
import { RIM_LIMITS, parseBoltPattern } from "~/features/rims/rules";

export type RimQuery = { diameter?: number; boltPattern?: { count: number; circle: number } };

/** A bolt pattern: '5x112', '5 x 112', '5/112', '5×114,3', and not the '5/55' inside a tyre size '205/55R16'. */
const BOLT_PATTERN = /(?<![\d/])([3-8])\s*[x×X*/]\s*(\d{2,3}(?:[.,]\d)?)(?![\d/])/;

function boltPatternIn(line: string): RimQuery["boltPattern"] {
  const match = BOLT_PATTERN.exec(line);
  return match ? (parseBoltPattern(`${match[1]}x${match[2]}`) ?? undefined) : undefined;
}

/** The rim diameter in the line (its bolt pattern taken out): inches with a unit, else a bare number in the rims' range. */
function diameterIn(withoutPattern: string): number | undefined {
  const withUnit = /(?<![\d/.,x×])(\d{2})\s*(?:"|″|''|-?tuum\w*|-?inch\w*|-?in\b|-?tum\b|-?tums\w*)/i.exec(withoutPattern);
  // Not the rim size inside a tyre size ('R16').
  const bare = withUnit ?? /(?<![\d/.,x×\p{L}])(\d{2})(?![\d/.,x×])/u.exec(withoutPattern);
  const diameter = bare ? Number(bare[1]) : Number.NaN;
  return diameter >= RIM_LIMITS.diameterMin && diameter <= RIM_LIMITS.diameterMax ? diameter : undefined;
}

/** The diameter and pattern a rim question names (either may be missing). */
export function rimQueryIn(line: string): RimQuery {
  const boltPattern = boltPatternIn(line);
  const withoutPattern = line.replace(new RegExp(BOLT_PATTERN.source, "g"), " ");
  const diameter = diameterIn(withoutPattern);
  return { ...(diameter ? { diameter } : {}), ...(boltPattern ? { boltPattern } : {}) };
}

