/**
 * Visitors' contact requests: stored with the visitor's own Kaartobotti conversation when they name one,
 * listed for the admin as new or handled, newest first.
 */
import { desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { db } from "#db/client";
import { contactRequests, conversations } from "#db/schema";
import { describeChange, noteChange, recordName } from "~/services/audit.server";
import { isConversationId } from "~/features/chat/rules";
import type { ContactRequestInput } from "~/features/contact-requests/schema";

export type ContactRequestRow = typeof contactRequests.$inferSelect;

/** Whose conversation may be attached: the id the visitor named and the hash of their chat owner key. */
export type ConversationClaim = { conversationId: string; ownerHash: string };

/**
 * Stores a request. The conversation is attached only when it exists and `ownerHash` owns it: the check is
 * part of the insert, so another browser's (or an unknown) id is stored as none, never as a reference.
 */
export async function createContactRequest(input: ContactRequestInput, claim: ConversationClaim | null = null): Promise<ContactRequestRow> {
  const conversationId =
    claim && isConversationId(claim.conversationId)
      ? sql<string | null>`(select ${conversations.conversationId} from ${conversations}
          where ${conversations.conversationId} = ${claim.conversationId} and ${conversations.ownerHash} = ${claim.ownerHash})`
      : null;
  const [row] = await db
    .insert(contactRequests)
    .values({ name: input.name, phone: input.phone, email: input.email, message: input.message, conversationId })
    .returning();
  return row;
}

export type ContactStatus = "new" | "handled";

/** One page of the requests of a status, newest first, and how many there are of each status. */
export async function listContactRequests(status: ContactStatus, page: number, pageSize: number) {
  const where = status === "new" ? isNull(contactRequests.handledAt) : isNotNull(contactRequests.handledAt);
  const [counts] = await db
    .select({
      new: sql<number>`count(*) filter (where ${contactRequests.handledAt} is null)`.mapWith(Number),
      handled: sql<number>`count(*) filter (where ${contactRequests.handledAt} is not null)`.mapWith(Number),
    })
    .from(contactRequests);
  const total = counts[status];
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select()
    .from(contactRequests)
    .where(where)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { rows, counts, page: current, pageCount };
}

/** Marks a request handled (now) or back to new; false when there is no such request. */
export async function setContactRequestHandled(id: number, handled: boolean): Promise<boolean> {
  const [before] = await db.select({ handledAt: contactRequests.handledAt }).from(contactRequests).where(eq(contactRequests.id, id));
  const updated = await db
    .update(contactRequests)
    .set({ handledAt: handled ? sql`now()` : null })
    .where(eq(contactRequests.id, id))
    .returning({ id: contactRequests.id, handledAt: contactRequests.handledAt });
  if (updated[0]) {
    // Only the status: the visitor's contact details stay out of the log.
    noteChange(recordName(contactRequests, id), before ?? null, { handledAt: updated[0].handledAt });
    describeChange("update", `Merkitsi yhteydenoton #${id} ${handled ? "käsitellyksi" : "uudeksi"}`, recordName(contactRequests, id));
  }
  return updated.length > 0;
}

/** The request's name and attached conversation; null when there is no such request. */
export async function getContactRequest(id: number): Promise<{ name: string; conversationId: string | null } | null> {
  const [row] = await db
    .select({ name: contactRequests.name, conversationId: contactRequests.conversationId })
    .from(contactRequests)
    .where(eq(contactRequests.id, id));
  return row ?? null;
}

/** Deletes a request and its contact details for good (the conversation stays); false when there is none. */
export async function deleteContactRequest(id: number): Promise<boolean> {
  const deleted = await db.delete(contactRequests).where(eq(contactRequests.id, id)).returning({ id: contactRequests.id, createdAt: contactRequests.createdAt, handledAt: contactRequests.handledAt });
  if (deleted[0]) {
    // The request is deleted for good: the log keeps that it was, not who sent it.
    noteChange(recordName(contactRequests, id), { received: deleted[0].createdAt, handledAt: deleted[0].handledAt }, null);
    describeChange("delete", `Poisti yhteydenoton #${id}`, recordName(contactRequests, id));
  }
  return deleted.length > 0;
}
