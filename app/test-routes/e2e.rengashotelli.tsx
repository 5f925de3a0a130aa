import type { ActionFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { type StoredTyre, hotelCustomers, hotelReminderRounds, hotelSets, hotelVehicles } from "#db/schema";
import { remindersTick } from "#jobs/processors/newsletters";
import { newsletterQueue } from "#jobs/queues";
import { signCustomerLink } from "~/features/tyre-hotel/link.server";
import { serverNow } from "~/services/clock.server";
import { adminAction } from "~/services/guard.server";

/**
 * The tyre hotel's reminder for the no-JS and browser tests, only in the test build (remix.config.js):
 * - `seed`: a customer (name, email, consent) with a vehicle and one stored set of `season` (one worn
 *   tyre), answering the ids, the customer's own link and the unsubscribe token;
 * - `tick`: the reminders' minute as if the clock read `minutes` later (due rounds start, reminders go
 *   out through the in-process pump);
 * - `reset`: removes every round (a test run starts from none).
 */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ form }) => {
    const intent = form?.get("intent");
    if (intent === "tick") {
      const minutes = Math.min(Math.max(Number(form?.get("minutes") ?? 0) || 0, 0), 60 * 24 * 366);
      return Response.json(await remindersTick(newsletterQueue(), new Date(Date.now() + minutes * 60_000)));
    }
    if (intent === "reset") {
      await db.delete(hotelReminderRounds);
      return Response.json({ ok: true });
    }
    if (intent !== "seed") return new Response("intent?", { status: 400 });
    const text = (name: string) => String(form?.get(name) ?? "").slice(0, 100);
    const season = text("season") === "summer" ? "summer" : "winter";
    const [customer] = await db
      .insert(hotelCustomers)
      .values({ name: text("name"), email: text("email") || null, phone: "040 765 4321", reminderConsent: text("consent") !== "0" })
      .returning();
    const registration = text("registration");
    await db.delete(hotelVehicles).where(eq(hotelVehicles.registration, registration));
    const [vehicle] = await db.insert(hotelVehicles).values({ customerId: customer.id, registration, makeModel: "Toyota Corolla" }).returning();
    const tyres: StoredTyre[] = [
      { position: "VE", dot: "1023", treadMm: 3.2 },
      { position: "OE", dot: "1023", treadMm: 6.5 },
      { position: "VT", dot: "1023", treadMm: 6.5 },
      { position: "OT", dot: "1023", treadMm: 6.5 },
    ];
    const [set] = await db
      .insert(hotelSets)
      .values({ vehicleId: vehicle.id, season, size: "195/65R15", brandModel: "Nokian Hakkapeliitta R5", tyres, location: `E2E/${vehicle.id}`, status: "stored" })
      .returning();
    return Response.json({
      customerId: customer.id,
      setId: set.id,
      link: signCustomerLink(customer.id, serverNow()),
      unsubscribeToken: customer.unsubscribeToken,
    });
  });
