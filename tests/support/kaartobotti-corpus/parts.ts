/**
 * The two parts of Kaartobotti's evaluation corpus as the score script runs them. Each part was written in
 * nineteen batches by outsiders to the assistant's code (development.ts + held-out.ts first; development-2.ts
 * + held-out-2.ts later, with new wording, after the first development batch had been tuned on; then
 * development-3.ts + held-out-3.ts: refusals, hand-offs and off-topic lines in many wordings; then
 * development-4.ts + held-out-4.ts: everyday questions in customers' own words, with typos, colloquial
 * Finnish and follow-ups, and the lines that need care), so the development part keeps meeting phrasings it
 * was not tuned on. Batch 5 (development-5.ts + held-out-5.ts) weighs where the bot is weakest: about 40 %
 * hand-offs and refusals (complaints, refunds, invoices, asking for a person, staff and customer data,
 * prompt injection, threats), the rest everyday multi-turn conversations. Batch 6 (development-6.ts +
 * held-out-6.ts) keeps that weight (about 45 %) but in the wordings a stem list misses: complaints told as a
 * story, indirect requests, sarcasm, data asked in a roundabout way, social engineering, injection hidden in
 * an ordinary question, scary words in ordinary questions, and the tyre hotel's 'is my set still stored'.
 * Batch 7 (development-7.ts + held-out-7.ts) is an ordinary week of chats: about 60 % everyday questions, 25 %
 * hand-offs, 10 % refusals and 5 % off-topic, in customers' own Finnish, Swedish and English, a third of the
 * conversations multi-turn. Batch 8 (development-8.ts + held-out-8.ts) is a fortnight of the tyre-change rush in
 * the same proportions, written after the assistant's last change so its first score is the fresh-text rate.
 * Batch 9 (development-9.ts + held-out-9.ts), the first weeks of December (gift cards, frost, holiday hours,
 * complaints after the rush), was written after the changes batch 8 led to, to measure them on fresh text;
 * batch 10 (development-10.ts + held-out-10.ts), an ordinary week in mid-December, after batch 9's; batch 11
 * (development-11.ts + held-out-11.ts), the week before Christmas, after batch 10's. Batch 12 (development-12.ts +
 * held-out-12.ts) is customers arriving from the catalogue, tyre pages, rims and campaigns: specific models and
 * comparisons, follow-ups on what was just shown, a campaign applied to a purchase. Batch 13 (development-13.ts +
 * held-out-13.ts) is an ordinary fortnight in early January. Both were written at once, before this session's
 * changes for batch 12, so batch 13's first score is the fresh-text rate of the code batch 12 found. Batches 14 (development-14.ts +
 * held-out-14.ts, a week in late March before the spring change) and 15 (development-15.ts + held-out-15.ts,
 * visitors on phones: fragments, typos, follow-ups that lean on the turn before) were written after the
 * changes for batches 12 and 13. Batches 16 (development-16.ts + held-out-16.ts: the two weeks after the spring
 * change, weighted to hand-offs and refusals) and 17 (development-17.ts + held-out-17.ts: late August and
 * September, several questions in one message, corrections and follow-ups) were written after the changes for
 * batches 14 and 15. Batches 18 (development-18.ts + held-out-18.ts: the week of the first snow) and 19
 * (development-19.ts + held-out-19.ts: early June, with people testing the bot) were written after the changes for
 * batches 16 and 17.
 * The held-out part is run last and only for its aggregate score.
 */
import { DEVELOPMENT } from "./development";
import { DEVELOPMENT_2 } from "./development-2";
import { DEVELOPMENT_3 } from "./development-3";
import { DEVELOPMENT_4 } from "./development-4";
import { DEVELOPMENT_5 } from "./development-5";
import { DEVELOPMENT_6 } from "./development-6";
import { DEVELOPMENT_7 } from "./development-7";
import { DEVELOPMENT_8 } from "./development-8";
import { DEVELOPMENT_9 } from "./development-9";
import { DEVELOPMENT_10 } from "./development-10";
import { DEVELOPMENT_11 } from "./development-11";
import { DEVELOPMENT_12 } from "./development-12";
import { DEVELOPMENT_13 } from "./development-13";
import { DEVELOPMENT_14 } from "./development-14";
import { DEVELOPMENT_15 } from "./development-15";
import { DEVELOPMENT_16 } from "./development-16";
import { DEVELOPMENT_17 } from "./development-17";
import { DEVELOPMENT_18 } from "./development-18";
import { DEVELOPMENT_19 } from "./development-19";
import { HELD_OUT } from "./held-out";
import { HELD_OUT_2 } from "./held-out-2";
import { HELD_OUT_3 } from "./held-out-3";
import { HELD_OUT_4 } from "./held-out-4";
import { HELD_OUT_5 } from "./held-out-5";
import { HELD_OUT_6 } from "./held-out-6";
import { HELD_OUT_7 } from "./held-out-7";
import { HELD_OUT_8 } from "./held-out-8";
import { HELD_OUT_9 } from "./held-out-9";
import { HELD_OUT_10 } from "./held-out-10";
import { HELD_OUT_11 } from "./held-out-11";
import { HELD_OUT_12 } from "./held-out-12";
import { HELD_OUT_13 } from "./held-out-13";
import { HELD_OUT_14 } from "./held-out-14";
import { HELD_OUT_15 } from "./held-out-15";
import { HELD_OUT_16 } from "./held-out-16";
import { HELD_OUT_17 } from "./held-out-17";
import { HELD_OUT_18 } from "./held-out-18";
import { HELD_OUT_19 } from "./held-out-19";

/** Each batch's development part, batch 1 first: `--batch N` of the score script runs one alone. */
export const DEVELOPMENT_BATCHES = [DEVELOPMENT, DEVELOPMENT_2, DEVELOPMENT_3, DEVELOPMENT_4, DEVELOPMENT_5, DEVELOPMENT_6, DEVELOPMENT_7, DEVELOPMENT_8, DEVELOPMENT_9, DEVELOPMENT_10, DEVELOPMENT_11, DEVELOPMENT_12, DEVELOPMENT_13, DEVELOPMENT_14, DEVELOPMENT_15, DEVELOPMENT_16, DEVELOPMENT_17, DEVELOPMENT_18, DEVELOPMENT_19];
export const DEVELOPMENT_PART = DEVELOPMENT_BATCHES.flat();
export const HELD_OUT_PART = [...HELD_OUT, ...HELD_OUT_2, ...HELD_OUT_3, ...HELD_OUT_4, ...HELD_OUT_5, ...HELD_OUT_6, ...HELD_OUT_7, ...HELD_OUT_8, ...HELD_OUT_9, ...HELD_OUT_10, ...HELD_OUT_11, ...HELD_OUT_12, ...HELD_OUT_13, ...HELD_OUT_14, ...HELD_OUT_15, ...HELD_OUT_16, ...HELD_OUT_17, ...HELD_OUT_18, ...HELD_OUT_19];
