/** The database itself refuses data the spec does not allow, whichever code writes it. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import {
  conversations,
  feedback,
  manufacturers,
  newsletterDeliveries,
  newsletters,
  subscribers,
  tyreProducts,
  tyreSizes,
} from "#db/schema";

async function newSize(width: number, aspect = 55, diameter = 16) {
  const [size] = await db.insert(tyreSizes).values({ width, aspect, diameter }).returning();
  return size;
}

async function newBrand(name: string) {
  const [brand] = await db.insert(manufacturers).values({ name }).returning();
  return brand;
}

const product = (sizeId: number, manufacturerId: number, extra: Partial<typeof tyreProducts.$inferInsert> = {}) => ({
  sizeId,
  manufacturerId,
  model: "Testimalli",
  type: "summer" as const,
  price: "100.00",
  financingPrice: "8.33",
  ...extra,
});

describe("tyre sizes", () => {
  it("derive the full size, default to henkilöauto and are unique", async () => {
    const size = await newSize(205);
    expect(size.fullSize).toBe("205/55R16");
    expect(size.digits).toBe("2055516");
    expect(size.vehicleType).toBe("henkilöauto");
    await expect(newSize(205)).rejects.toThrow();
  });

  it("refuse impossible dimensions", async () => {
    await expect(newSize(20)).rejects.toThrow();
    await expect(newSize(225, 5)).rejects.toThrow();
  });

  it("take their products with them when deleted", async () => {
    const size = await newSize(215, 60, 16);
    const brand = await newBrand("Poistomerkki");
    await db.insert(tyreProducts).values(product(size.id, brand.id));
    await db.delete(tyreSizes).where(eq(tyreSizes.id, size.id));
    const left = await db.select().from(tyreProducts).where(eq(tyreProducts.sizeId, size.id));
    expect(left).toHaveLength(0);
  });
});

describe("tyre products", () => {
  it("accept a complete product with EU label, noise and ratings", async () => {
    const size = await newSize(225, 45, 17);
    const brand = await newBrand("Nokian Tyres");
    const [row] = await db
      .insert(tyreProducts)
      .values(
        product(size.id, brand.id, {
          type: "winter",
          winterType: "studded",
          fuelEfficiency: "C",
          wetGrip: "B",
          noiseLevel: 72,
          noiseClass: "B",
          ratingIceGrip: 5,
          features: ["Nastat", "Hiljainen"],
        }),
      )
      .returning();
    expect(row.features).toEqual(["Nastat", "Hiljainen"]);
    expect(row.price).toBe("100.00");
  });

  it.each([
    ["an EU class of the withdrawn A–G scale", { fuelEfficiency: "F" }],
    ["noise above 80 dB", { noiseLevel: 81 }],
    ["noise below 60 dB", { noiseLevel: 59 }],
    ["a rating of 6", { ratingComfort: 6 }],
    ["a rating of 0", { ratingDryGrip: 0 }],
    ["a negative price", { price: "-1.00" }],
    ["negative stock", { stock: -1 }],
    ["a winter type on a summer tyre", { winterType: "studded" }],
    ["a winter tyre without its type", { type: "winter" }],
    ["a sale price above the price", { saleIsActive: true, salePrice: "120.00" }],
    ["an active sale without a price", { saleIsActive: true }],
  ])("refuse %s", async (_, extra) => {
    const size = await newSize(100 + Math.floor(Math.random() * 300), 40 + Math.floor(Math.random() * 40), 20);
    const brand = await newBrand(`Merkki ${Math.random()}`);
    await expect(db.insert(tyreProducts).values(product(size.id, brand.id, extra as never))).rejects.toThrow();
  });
});

describe("unique names ignoring case", () => {
  it("manufacturers", async () => {
    await newBrand("Michelin");
    await expect(newBrand("MICHELIN")).rejects.toThrow();
  });

  it("subscribers, each with its own unsubscribe token", async () => {
    const [first] = await db.insert(subscribers).values({ email: "Matti@Example.fi" }).returning();
    expect(first.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
    await expect(db.insert(subscribers).values({ email: "matti@example.fi" })).rejects.toThrow();
  });
});

describe("newsletters", () => {
  it("deliver at most once per subscriber", async () => {
    const [letter] = await db.insert(newsletters).values({ subject: "Talvikausi alkaa", content: "Tervetuloa" }).returning();
    const [reader] = await db.insert(subscribers).values({ email: "lukija@example.fi" }).returning();
    await db.insert(newsletterDeliveries).values({ newsletterId: letter.id, subscriberId: reader.id });
    await expect(db.insert(newsletterDeliveries).values({ newsletterId: letter.id, subscriberId: reader.id })).rejects.toThrow();
    expect(letter.status).toBe("draft");
  });

  it("limit the subject to 80 characters", async () => {
    await expect(db.insert(newsletters).values({ subject: "x".repeat(81), content: "y" })).rejects.toThrow();
  });
});

describe("feedback", () => {
  it("accepts ratings 0–10 and links to a conversation", async () => {
    await db.insert(conversations).values({ conversationId: "conv_1732000000000_abc123", userIp: "203.0.113.1" });
    await db.insert(feedback).values({ rating: 0, source: "feedback_form" });
    await db.insert(feedback).values({ rating: 10, source: "chat_thumbs", conversationId: "conv_1732000000000_abc123" });
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(feedback);
    expect(count).toBe(2);
  });

  it("refuses a rating outside 0–10 and an unknown conversation", async () => {
    await expect(db.insert(feedback).values({ rating: 11, source: "feedback_form" })).rejects.toThrow();
    await expect(db.insert(feedback).values({ rating: 5, source: "feedback_form", conversationId: "conv_missing" })).rejects.toThrow();
  });
});
