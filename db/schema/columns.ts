/** Column helpers shared by the tables. */
import { customType, integer, numeric, timestamp } from "drizzle-orm/pg-core";

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Money in euros with cents; numeric avoids float rounding. Returned as a string by both drivers. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
