/**
 * The tyre hotel's part of privacy: the retention the privacy notice promises (a customer is deleted N
 * months after the last check-out when nothing of theirs is stored; N is the register's setting) and the
 * export of one customer's data on request (GDPR articles 15 and 20).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/client";
import { hotelCustomers, hotelReminderRounds, hotelReminders, hotelSetEvents, hotelSetPhotos, hotelSets, hotelSettings, hotelVehicles } from "#db/schema";
import { DEFAULT_RETENTION_MONTHS } from "./settings.model.server";

/**
 * Deletes every customer with no stored set whose last check-out (the customer's own mark or any set's,
 * whichever is later; never checked out: when the customer was added) is older than the retention. The
 * customer's vehicles, sets, photos, events and reminders go with them (the foreign keys cascade).
 */
export async function purgeExpiredHotelCustomers(now: Date): Promise<number> {
  const retention = sql`coalesce((select ${hotelSettings.retentionMonths} from ${hotelSettings} where ${hotelSettings.id} = 1), ${DEFAULT_RETENTION_MONTHS})`;
  const removed = await db
    .delete(hotelCustomers)
    .where(
      sql`not exists (
          select 1 from ${hotelVehicles} v join ${hotelSets} s on s.vehicle_id = v.id
          where v.customer_id = ${hotelCustomers.id} and s.status = 'stored')
        and coalesce(
          greatest(${hotelCustomers.lastCheckOutAt}, (
            select max(s.checked_out_at) from ${hotelVehicles} v join ${hotelSets} s on s.vehicle_id = v.id
            where v.customer_id = ${hotelCustomers.id})),
          ${hotelCustomers.createdAt}
        ) < ${now.toISOString()}::timestamptz - make_interval(months => ${retention})`,
    )
    .returning({ id: hotelCustomers.id });
  return removed.length;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything the register holds of one customer, as the JSON of an export: contact details and consent,
 * vehicles, each set with its tyres, history and photos (their number and dates, not the images), and
 * the reminders sent. Not the unsubscribe token (a credential) nor the staff's usernames. Null when there
 * is no such customer.
 */
export async function exportHotelCustomer(customerId: number, now: Date) {
  const [customer] = await db.select().from(hotelCustomers).where(eq(hotelCustomers.id, customerId));
  if (!customer) return null;
  const vehicles = await db.select().from(hotelVehicles).where(eq(hotelVehicles.customerId, customerId)).orderBy(asc(hotelVehicles.id));
  const vehicleIds = vehicles.map((vehicle) => vehicle.id);
  const sets = vehicleIds.length ? await db.select().from(hotelSets).where(inArray(hotelSets.vehicleId, vehicleIds)).orderBy(asc(hotelSets.id)) : [];
  const setIds = sets.map((set) => set.id);
  const [events, photoDates, reminders] = setIds.length
    ? await Promise.all([
        db.select().from(hotelSetEvents).where(inArray(hotelSetEvents.setId, setIds)).orderBy(asc(hotelSetEvents.at), asc(hotelSetEvents.id)),
        // The photos' dates only: their bytes are not the customer's data to take along.
        db
          .select({ setId: hotelSetPhotos.setId, createdAt: hotelSetPhotos.createdAt })
          .from(hotelSetPhotos)
          .where(inArray(hotelSetPhotos.setId, setIds))
          .orderBy(asc(hotelSetPhotos.id)),
        db
          .select({
            setId: hotelReminders.setId,
            seasonKey: hotelReminderRounds.seasonKey,
            season: hotelReminderRounds.season,
            status: hotelReminders.status,
            sentAt: hotelReminders.sentAt,
          })
          .from(hotelReminders)
          .innerJoin(hotelReminderRounds, eq(hotelReminderRounds.id, hotelReminders.roundId))
          .where(and(eq(hotelReminders.customerId, customerId), inArray(hotelReminders.setId, setIds)))
          .orderBy(asc(hotelReminders.id)),
      ])
    : [[], [], []];

  return {
    exportedAt: now.toISOString(),
    register: "Rengashotelli",
    customer: {
      id: customer.id,
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      reminderConsent: customer.reminderConsent,
      notes: customer.notes,
      createdAt: iso(customer.createdAt),
      updatedAt: iso(customer.updatedAt),
      lastCheckOutAt: iso(customer.lastCheckOutAt),
    },
    vehicles: vehicles.map((vehicle) => ({
      registration: vehicle.registration,
      makeModel: vehicle.makeModel,
      createdAt: iso(vehicle.createdAt),
      sets: sets
        .filter((set) => set.vehicleId === vehicle.id)
        .map((set) => {
          const setPhotos = photoDates.filter((photo) => photo.setId === set.id);
          return {
            id: set.id,
            season: set.season,
            size: set.size,
            brandModel: set.brandModel,
            withRims: set.withRims,
            tyres: set.tyres,
            notes: set.notes,
            status: set.status,
            location: set.location,
            checkedInAt: iso(set.checkedInAt),
            checkedOutAt: iso(set.checkedOutAt),
            createdAt: iso(set.createdAt),
            photos: {
              count: setPhotos.length,
              dates: setPhotos.map((photo) => iso(photo.createdAt)),
            },
            history: events
              .filter((event) => event.setId === set.id)
              .map((event) => ({ kind: event.kind, at: iso(event.at), location: event.location, tyres: event.tyres })),
          };
        }),
    })),
    reminders: reminders.map((reminder) => ({
      setId: reminder.setId,
      round: reminder.seasonKey,
      season: reminder.season,
      status: reminder.status,
      sentAt: iso(reminder.sentAt),
    })),
  };
}

export type HotelCustomerExport = NonNullable<Awaited<ReturnType<typeof exportHotelCustomer>>>;
