/**
 * Kaartobotti's score on its evaluation corpus (tests/support/kaartobotti-corpus):
 *
 *   npm run score:assistant [-- --held-out] [--verbose] [--batch N]
 *
 * Runs the development part (or, with --held-out, the held-out part) against the offline assistant (no
 * model) of the test build's server on its own fresh embedded database with the seeded demo data, over
 * HTTP as the widget talks to it (POST /api/ai/chat), so the assistant has what it has in production: the
 * site's own pages to quote among them. Each conversation is its own browser (cookie) and client address;
 * its earlier replies are sent back as the assistant turns. Prints how many turns got each grade;
 * --verbose also prints every turn that was not correct, with the first 300 characters of the reply. In
 * the development part it prints the most common reasons too; the held-out part is aggregates only
 * unless --verbose is given, so it stays unseen.
 *
 * --batch N runs only batch N's development part: a batch written after the last change to the assistant
 * measures how it meets text it was not tuned on (its first score is the fresh-text rate).
 *
 * A report, not a gate: the exit code is 0 whatever the score (1 only when the run itself cannot start).
 */
import { ensureBuild } from "./support/ensure-build";
import { startE2eServer } from "./support/e2e-server";
import { GRADES, type Grade, countGrades, gradeReply } from "./support/kaartobotti-corpus/grader";
import { DEVELOPMENT_BATCHES, DEVELOPMENT_PART, HELD_OUT_PART } from "./support/kaartobotti-corpus/parts";
import { newConversationId } from "../app/features/chat/rules";

const args = process.argv.slice(2);
const heldOut = args.includes("--held-out");
const verbose = args.includes("--verbose");
const batchArgument = args.indexOf("--batch");
const batch = batchArgument === -1 ? undefined : Number(args[batchArgument + 1]);
if (batch !== undefined && (heldOut || !Number.isInteger(batch) || batch < 1 || batch > DEVELOPMENT_BATCHES.length)) {
  console.error(`--batch takes a development batch from 1 to ${DEVELOPMENT_BATCHES.length} (not with --held-out)`);
  process.exit(1);
}

// The server reads no .env of the developer's and no model key: the offline assistant answers.
process.env.ENV_FILE = "";
delete process.env.OPENAI_API_KEY;

type Message = { role: "user" | "assistant"; content: string };

const percent = (count: number, total: number) => (total === 0 ? "0.0" : ((count / total) * 100).toFixed(1));
const oneLine = (text: string, length: number) => text.replace(/\s+/g, " ").trim().slice(0, length);

/** One turn as the widget sends it; the answer is the streamed reply's text. */
async function ask(url: string, messages: Message[], conversationId: string, client: { cookie: string; address: string }): Promise<{ reply: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/ai/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url, "X-Forwarded-For": client.address, ...(client.cookie ? { Cookie: client.cookie } : {}) },
    body: JSON.stringify({ messages, conversationId }),
  });
  const setCookie = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (setCookie.length > 0) client.cookie = setCookie.join("; ");
  const reply = await response.text();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${oneLine(reply, 200)}`);
  return { reply, ms: performance.now() - started };
}

async function main(): Promise<void> {
  await ensureBuild(["test"]);
  const app = await startE2eServer({}, "embedded");
  const corpus = heldOut ? HELD_OUT_PART : batch ? DEVELOPMENT_BATCHES[batch - 1] : DEVELOPMENT_PART;
  const part = heldOut ? "held-out" : batch ? `development batch ${batch}` : "development";
  const grades: Grade[] = [];
  const byExpect = new Map<string, Grade[]>();
  const byLang = new Map<string, Grade[]>();
  const reasons = new Map<string, number>();
  const failures: string[] = [];
  const times: number[] = [];
  const started = Date.now();

  try {
    for (const [number, conversation] of corpus.entries()) {
      const messages: Message[] = [];
      const conversationId = newConversationId();
      // A client address of its own per conversation: the chat's rate limit is per address.
      const client = { cookie: "", address: `198.18.${Math.floor(number / 250)}.${(number % 250) + 1}` };
      for (const [index, turn] of conversation.turns.entries()) {
        messages.push({ role: "user", content: turn.user });
        let reply: string;
        try {
          const answer = await ask(app.url, messages, conversationId, client);
          reply = answer.reply;
          times.push(answer.ms);
        } catch (error) {
          reply = "";
          console.error(`${conversation.id}#${index + 1}: the assistant threw: ${error instanceof Error ? error.message : String(error)}`);
        }
        messages.push({ role: "assistant", content: reply });

        const result = gradeReply(turn, reply);
        grades.push(result.grade);
        for (const [map, key] of [[byExpect, turn.expect], [byLang, turn.lang]] as const) map.set(key, [...(map.get(key) ?? []), result.grade]);
        for (const reason of result.reasons) {
          // 'lacks 1 of 2 facts' and the like count as one kind of failure.
          const kind = `${turn.expect}/${result.grade}: ${reason.replace(/\d+ of \d+/, "some").replace(/"[^"]*"|: .*$/, "…")}`;
          reasons.set(kind, (reasons.get(kind) ?? 0) + 1);
        }
        if (result.grade !== "correct") {
          failures.push(
            [
              `[${result.grade}] ${conversation.id}#${index + 1} (${turn.lang}, ${turn.expect}) ${turn.user}`,
              `    why: ${result.reasons.join("; ")}${result.missing.length > 0 ? ` | missing: ${result.missing.join(", ")}` : ""}`,
              `    reply (${result.language}): ${oneLine(reply, 300)}`,
            ].join("\n"),
          );
        }
      }
    }
  } finally {
    // The server logs each build of the site index with its time.
    for (const line of app.output().split("\n").filter((line) => line.includes("Kaartobotin hakemisto"))) console.log(line.trim());
    await app.stop();
  }

  const total = grades.length;
  const counts = countGrades(grades);
  console.log(`Kaartobotti on the ${part} corpus: ${corpus.length} conversations, ${total} turns (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const grade of GRADES) console.log(`  ${grade.padEnd(10)} ${String(counts[grade]).padStart(4)}  ${percent(counts[grade], total).padStart(5)} %`);
  const table = (title: string, map: Map<string, Grade[]>) => {
    console.log(`\nBy ${title} (correct / total):`);
    for (const [key, list] of map) {
      const correct = list.filter((grade) => grade === "correct").length;
      console.log(`  ${key.padEnd(10)} ${String(correct).padStart(4)} / ${String(list.length).padEnd(4)} ${percent(correct, list.length).padStart(5)} %`);
    }
  };
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`Answer time over HTTP: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms`);
  table("expected behaviour", byExpect);
  table("language", byLang);

  if (!heldOut || verbose) {
    console.log("\nMost common reasons:");
    for (const [kind, count] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${String(count).padStart(4)}  ${kind}`);
  }
  if (verbose && failures.length > 0) console.log(`\nTurns that were not correct:\n${failures.join("\n")}`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
