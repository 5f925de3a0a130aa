/**
 * The question corpus (tests/support/assistant-corpus.ts) against the offline Kaartobotti on the
 * seeded demo data. An answer counts as right when it has every fact it must and none it must not
 * (nor any of the grammar mistakes in NEVER). The share right must be at least 95 %; the failures and
 * the share are printed either way, so a regression shows what broke.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { seedDatabase } from "#db/seed";
import { newConversationId } from "~/features/chat/rules";
import { chatReply } from "~/features/chat/turn.server";
import { CORPUS, type CorpusCase, type Fact, NEVER } from "../support/assistant-corpus";

const REQUIRED_SHARE = 0.95;
const OWNER = "0".repeat(64);

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  await seedDatabase(db);
});

function turns(history: string[], question: string) {
  return [...history, question].map((content, index) => ({ role: index % 2 === 0 ? ("user" as const) : ("assistant" as const), content }));
}

/** The reply as a reader sees its text: markdown's backslash escapes ('X\\-Ice', '20 \\%') removed. */
const unescaped = (reply: string) => reply.replace(/\\([!-/:-@[-`{-~])/g, "$1");

const contains = (reply: string, fact: Fact) => (typeof fact === "string" ? reply.toLowerCase().includes(fact.toLowerCase()) : fact.test(reply));

/** What is wrong with the reply to one case; empty when it is right. */
function problems(entry: CorpusCase, reply: string): string[] {
  const missing = entry.must.filter((fact) => !contains(reply, fact)).map((fact) => `missing ${String(fact)}`);
  const unwanted = [...(entry.mustNot ?? []), ...NEVER].filter((fact) => contains(reply, fact)).map((fact) => `unwanted ${String(fact)}`);
  return [...missing, ...unwanted];
}

describe("the question corpus", () => {
  it("has at least 150 questions", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
  });

  it(`answers at least ${REQUIRED_SHARE * 100} % correctly`, async () => {
    const failures: string[] = [];
    for (const entry of CORPUS) {
      const reply = await chatReply({
        messages: turns(entry.history ?? [], entry.question),
        conversationId: newConversationId(),
        ownerHash: OWNER,
        ip: "192.0.2.20",
      });
      const wrong = problems(entry, unescaped(reply));
      if (wrong.length > 0) failures.push(`✗ ${entry.question}\n    ${wrong.join("\n    ")}\n    reply: ${reply.slice(0, 400).replace(/\n/g, "⏎")}`);
    }
    const share = (CORPUS.length - failures.length) / CORPUS.length;
    console.log(
      `Kaartobotti corpus: ${CORPUS.length - failures.length}/${CORPUS.length} right (${(share * 100).toFixed(1)} %)` +
        (failures.length > 0 ? `\n${failures.join("\n")}` : ""),
    );
    expect(share, failures.join("\n")).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  }, 300_000);
});
