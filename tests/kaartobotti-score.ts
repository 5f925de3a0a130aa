/**
 * Kaartobotti's score on its evaluation corpus (tests/support/kaartobotti-corpus):
 *
 *   npx tsx tests/kaartobotti-score.ts [--held-out] [--verbose]
 *
 * Runs the development part (or, with --held-out, the held-out part) against the offline assistant (no
 * model: OPENAI_API_KEY is unset) on the seeded demo data of a fresh temporary PGlite database (DATA_DIR in
 * the system's temp directory; the developer's DATABASE_URL and .env are never read), feeding each
 * conversation's earlier bot replies back as the assistant turns, and prints how many turns got each grade.
 * --verbose also prints every turn that was not correct, with the first 300 characters of the reply.
 * In the development part it prints the most common reasons too; the held-out part is aggregates only
 * unless --verbose is given, so it stays unseen.
 *
 * A report, not a gate: the exit code is 0 whatever the score (1 only when the run itself cannot start).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const heldOut = args.includes("--held-out");
const verbose = args.includes("--verbose");

// Before any module of the app reads the environment: our own empty database, no model, no .env file.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "kaartobotti-score-"));
process.env.DATA_DIR = dataDir;
process.env.ENV_FILE = "";
process.env.NODE_ENV = "test";
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
delete process.env.OPENAI_API_KEY;
delete process.env.OPENAI_BASE_URL;

type Message = { role: "user" | "assistant"; content: string };

/** The reply as text, whatever shape the assistant hands it back in. */
function replyText(reply: unknown): string {
  if (typeof reply === "string") return reply;
  if (reply && typeof reply === "object") {
    for (const key of ["content", "reply", "text", "message"]) {
      const value = (reply as Record<string, unknown>)[key];
      if (typeof value === "string") return value;
    }
  }
  return String(reply ?? "");
}

const percent = (count: number, total: number) => (total === 0 ? "0.0" : ((count / total) * 100).toFixed(1));
const oneLine = (text: string, length: number) => text.replace(/\s+/g, " ").trim().slice(0, length);

async function main(): Promise<void> {
  const { closeDb, db, migrate } = await import("../db/client");
  const { seedDatabase } = await import("../db/seed");
  const { stopInProcessJobs } = await import("../jobs/in-process");
  const { chatReply } = await import("../app/features/chat/turn.server");
  const { newConversationId } = await import("../app/features/chat/rules");
  const { DEVELOPMENT } = await import("./support/kaartobotti-corpus/development");
  const { HELD_OUT } = await import("./support/kaartobotti-corpus/held-out");
  const { GRADES, countGrades, gradeReply } = await import("./support/kaartobotti-corpus/grader");
  type Grade = (typeof GRADES)[number];

  const corpus = heldOut ? HELD_OUT : DEVELOPMENT;
  const part = heldOut ? "held-out" : "development";
  const grades: Grade[] = [];
  const byExpect = new Map<string, Grade[]>();
  const byLang = new Map<string, Grade[]>();
  const reasons = new Map<string, number>();
  const failures: string[] = [];
  const started = Date.now();

  try {
    await migrate();
    await seedDatabase(db);

    for (const conversation of corpus) {
      const messages: Message[] = [];
      const conversationId = newConversationId();
      for (const [index, turn] of conversation.turns.entries()) {
        messages.push({ role: "user", content: turn.user });
        let reply: string;
        try {
          reply = replyText(await chatReply({ messages: [...messages], conversationId, ownerHash: "0".repeat(64), ip: "192.0.2.20" }));
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
    await stopInProcessJobs().catch(() => {});
    await closeDb().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
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
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  });
