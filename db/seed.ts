/**
 * Demo data for an empty database: settings, the price list, a browsable tyre catalogue, rims, campaigns,
 * articles, a few newsletter subscribers and a small tyre hotel (Rengashotelli).
 * Idempotent: the catalogue is only written when there is no tyre size yet, and the singleton settings
 * rows are only inserted when missing. Also runnable on its own: `npm run db:seed`.
 */
import { pathToFileURL } from "node:url";
import { loadEnvFile } from "../app/services/env-file.server";
import { DEFAULT_BUSINESS_HOURS } from "../app/features/hours/rules";
import { defaultHomepageSettings } from "../app/features/homepage/schema";
import { defaultPriceList } from "../app/features/price-list/rules";
import { seededRandom } from "./seeded-random";
import type { Database } from "./client";
import { closeDb, db, migrate } from "./client";
import {
  blogArticles,
  businessSettings,
  campaigns,
  homepageSettings,
  hotelCustomers,
  hotelSettings,
  manufacturers,
  priceList,
  rims,
  subscribers,
  tyreProducts,
  tyreSizes,
} from "./schema";
import { ARTICLES } from "./seed-articles";
import { type DemoImage, withDemoPhotos } from "./seed-images";
import { saveImage } from "~/features/images/model.server";
import { MANUFACTURERS, MODELS, RIMS, SIZES, STANDARD_LOAD_INDEX, type ModelSeed, type SeasonKind, type VehicleType } from "./seed-data";
import { HOTEL_CUSTOMERS, seedTyreHotel } from "./seed-tyre-hotel";
import { endOfHelsinkiDay, helsinkiDay, startOfHelsinkiDay } from "~/lib/helsinki-time";

type ProductInsert = typeof tyreProducts.$inferInsert;
type SizeRow = { id: number; width: number; aspect: number; diameter: number; vehicleType: VehicleType };

const DAY_MS = 24 * 60 * 60 * 1000;


/** Picks up to `count` distinct items, in a random but reproducible order. */
function pick<T>(items: T[], count: number, random: () => number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/** Cents as the numeric string both drivers use for money columns: 8990 -> "89.90". */
const money = (cents: number) => (cents / 100).toFixed(2);
/** Shop-style price ending in ,90: 87.3 € -> 8690 cents. */
const shelfPriceCents = (euros: number) => Math.round(euros) * 100 - 10;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Typical price of a premium tyre per rim size, in euros; brand tier, width and season adjust it. */
const BASE_PRICE_BY_RIM: Record<number, number> = { 14: 78, 15: 88, 16: 112, 17: 138, 18: 165, 19: 195 };

const SEASON_FEATURES: Record<SeasonKind, string> = {
  summer: "Kesälämpötiloihin suunniteltu kumiseos",
  studded: "Nastat parantavat pitoa jäisellä tiellä",
  friction: "Nastaton: hiljainen ja sallittu ympäri vuoden",
};

const DESIGNED_FOR: Record<VehicleType, string> = {
  henkilöauto: "Henkilöautot ja farmarit",
  suv: "SUV- ja maastoautot",
  pakettiauto: "Pakettiautot ja kevyet hyötyajoneuvot",
};

function noiseClassFor(decibels: number): "A" | "B" | "C" {
  if (decibels <= 68) return "A";
  return decibels <= 71 ? "B" : "C";
}

/**
 * Per size: one or two summer tyres, one studded and one friction, plus an extra winter tyre on every
 * fourth size. Over 40 sizes that gives 150 products, about 40 % summer, 30 % studded, 30 % friction.
 */
function seasonSlots(sizeIndex: number): SeasonKind[] {
  const slots: SeasonKind[] = sizeIndex % 2 === 0 ? ["summer", "summer"] : ["summer"];
  slots.push("studded", "friction");
  if (sizeIndex % 8 === 1) slots.push("studded");
  if (sizeIndex % 8 === 5) slots.push("friction");
  return slots;
}

function buildProducts(sizes: SizeRow[], manufacturerIds: Map<string, number>, today: Date): ProductInsert[] {
  const random = seededRandom(20261101);
  const tiers = new Map(MANUFACTURERS.map((m) => [m.name, m.priceTier]));
  const products: ProductInsert[] = [];

  sizes.forEach((size, sizeIndex) => {
    const slots = seasonSlots(sizeIndex);
    for (const season of ["summer", "studded", "friction"] as const) {
      const wanted = slots.filter((slot) => slot === season).length;
      const eligible = MODELS.filter(
        (m) =>
          m.season === season &&
          m.fits.includes(size.vehicleType) &&
          size.diameter >= m.rims[0] &&
          size.diameter <= m.rims[1],
      );
      // Distinct models per size keep the (size, manufacturer, model) key unique.
      for (const model of pick(eligible, wanted, random)) {
        products.push(buildProduct(model, size, manufacturerIds, tiers, random, products.length, today));
      }
    }
  });
  return products;
}

/**
 * The sidewall markings of a demo tyre: the size's standard load index (XL and three higher for winter
 * tyres of 17″ and up), the speed symbol shops sell for the season and vehicle, C for van sizes, and
 * run-flat for a few large summer tyres; delivery in 1–3 working days, 3–7 when out of stock.
 */
function markingsFor(model: ModelSeed, size: SizeRow, index: number, inStock: boolean) {
  const [single, dual] = STANDARD_LOAD_INDEX[`${size.width}/${size.aspect}R${size.diameter}`] ?? [null, undefined];
  const van = size.vehicleType === "pakettiauto";
  const extraLoad = !van && model.season !== "summer" && size.diameter >= 17;
  const speedRating =
    model.season === "summer" ? (van ? "T" : size.diameter >= 18 ? "W" : size.diameter >= 17 ? "V" : "H") : van ? "R" : model.season === "friction" ? "R" : "T";
  return {
    loadIndex: single === null ? null : single + (extraLoad ? 3 : 0),
    loadIndexDual: dual ?? null,
    speedRating,
    extraLoad,
    runFlat: model.season === "summer" && size.diameter >= 17 && index % 15 === 4,
    commercial: van,
    deliveryDaysMin: inStock ? 1 : 3,
    deliveryDaysMax: inStock ? 3 : 7,
  };
}

function buildProduct(
  model: ModelSeed,
  size: SizeRow,
  manufacturerIds: Map<string, number>,
  tiers: Map<string, number>,
  random: () => number,
  index: number,
  today: Date,
): ProductInsert {
  const manufacturerId = manufacturerIds.get(model.brand);
  if (manufacturerId === undefined) throw new Error(`Tuntematon valmistaja: ${model.brand}`);

  const widthFactor = 1 + Math.max(-0.08, Math.min(0.08, (size.width - 205) * 0.004));
  const seasonFactor = model.season === "studded" ? 1.08 : 1;
  const vanFactor = size.vehicleType === "pakettiauto" ? 1.1 : 1;
  const jitter = 0.96 + random() * 0.08;
  const euros =
    BASE_PRICE_BY_RIM[size.diameter] * (tiers.get(model.brand) ?? 1) * widthFactor * seasonFactor * vanFactor * jitter;
  const priceCents = shelfPriceCents(euros);

  // Every tenth product is out of stock; the sale products are others, so they can be bought.
  const stock = index % 10 === 7 ? 0 : 1 + Math.floor(random() * 40);
  const onSale = index % 10 === 3;
  const isSummer = model.season === "summer";
  const [dry, wet, snow, ice, comfort, durability] = model.ratings;
  const noise = model.label ? Math.min(74, Math.max(66, model.label[2] + (size.diameter >= 18 ? 1 : 0))) : null;

  return {
    sizeId: size.id,
    manufacturerId,
    model: model.model,
    type: isSummer ? "summer" : "winter",
    winterType: model.season === "summer" ? null : model.season,
    price: money(priceCents),
    originalPrice: null,
    financingPrice: money(Math.round(priceCents / 12)),
    stock,
    description: model.description,
    designedFor: DESIGNED_FOR[size.vehicleType],
    features: [...model.features, SEASON_FEATURES[model.season]],
    fuelEfficiency: model.label?.[0] ?? null,
    wetGrip: model.label?.[1] ?? null,
    noiseLevel: noise,
    noiseClass: noise === null ? null : noiseClassFor(noise),
    ratingDryGrip: dry,
    ratingWetGrip: wet,
    ratingSnowGrip: isSummer ? null : snow,
    ratingIceGrip: isSummer ? null : ice,
    ratingComfort: comfort,
    ratingDurability: durability,
    thumbnail: null,
    pattern: null,
    gallery: [],
    ...markingsFor(model, size, index, stock > 0),
    ...(onSale ? saleFor(model.season, priceCents, index, random, today) : {}),
  };
}

function saleFor(season: SeasonKind, priceCents: number, index: number, random: () => number, today: Date) {
  const discount = 0.82 + random() * 0.08;
  const salePriceCents = Math.min(shelfPriceCents((priceCents / 100) * discount), priceCents - 500);
  // Half of the sales run while stock lasts (null); the others end 2–5 weeks after the seed date, so
  // the demo never starts with an already expired sale.
  const endsInDays = index % 20 === 3 ? null : 14 + (Math.floor(index / 20) % 4) * 7;
  return {
    saleIsActive: true,
    salePrice: money(salePriceCents),
    saleName: season === "summer" ? "Kesärenkaiden loppuunmyynti" : index % 3 === 0 ? "Syyskampanja" : "Talvirengasale",
    saleDescription:
      season === "summer"
        ? "Kauden viimeiset kesärenkaat edullisesti niin kauan kuin varastoa riittää."
        : "Talvirenkaat tarjoushintaan: varmista renkaat ennen liukkaita kelejä.",
    saleEndDate: endsInDays === null ? null : isoDate(new Date(today.getTime() + endsInDays * DAY_MS)),
  };
}

/**
 * A few newsletter subscribers, so the admin's list is not empty on a fresh start: three subscribed and one
 * cancelled, joined over the past weeks. Addresses under example.com, which never receives mail.
 */
function buildSubscribers(now: Date): (typeof subscribers.$inferInsert)[] {
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  return [
    { email: "maija.meikalainen@example.com", createdAt: daysAgo(45) },
    { email: "matti.virtanen@example.com", createdAt: daysAgo(30), isSubscribed: false, unsubscribedAt: daysAgo(3) },
    { email: "liisa.korhonen@example.com", createdAt: daysAgo(12) },
    { email: "pekka.nieminen@example.com", createdAt: daysAgo(2) },
  ];
}

/**
 * Campaign dates are relative to now so the demo always shows two running campaigns and one past one.
 * Stored as the admin's form stores them (decision 0018): from 00:00 of the first Helsinki day to the
 * end of the last one.
 */
function buildCampaigns(now: Date): (typeof campaigns.$inferInsert)[] {
  const day = (n: number) => helsinkiDay(new Date(now.getTime() + n * DAY_MS));
  const from = (n: number) => startOfHelsinkiDay(day(n))!;
  const until = (n: number) => endOfHelsinkiDay(day(n))!;
  const list: Omit<typeof campaigns.$inferInsert, "imageUrl" | "isActive">[] = [
    {
      name: "Talvirenkaiden asennus kaupan päälle",
      description:
        "Kun ostat meiltä neljä uutta talvirengasta, asennus ja tasapainotus (arvo 40 €) kuuluvat hintaan. " +
        "Etu huomioidaan kassalla.",
      startDate: from(-7),
      endDate: until(30),
      discountType: "fixed_amount",
      discountValue: "40.00",
      discountCode: "ASENNUS40",
    },
    {
      name: "Rengashotelli -20 % ensimmäinen kausi",
      description:
        "Uusi rengashotelliasiakas saa ensimmäisestä säilytyskaudesta 20 % alennuksen. " +
        "Hintaan sisältyvät renkaiden pesu ja kunnon tarkistus.",
      startDate: from(-7),
      endDate: until(60),
      discountType: "percentage",
      discountValue: "20.00",
      discountCode: "HOTELLI20",
    },
    {
      name: "Kesärenkaiden kevätale",
      description: "Kesärenkaat ilmaisella toimituksella koko kampanjan ajan.",
      startDate: from(-40),
      endDate: until(-10),
      discountType: "free_shipping",
      discountValue: null,
      discountCode: "KEVATALE",
    },
  ];
  return list.map((campaign) => ({ ...campaign, imageUrl: null, isActive: true }));
}

export async function seedDatabase(database: Database): Promise<{ seeded: boolean }> {
  return database.transaction(async (tx) => {
    await tx
      .insert(businessSettings)
      .values({ id: 1, businessHours: DEFAULT_BUSINESS_HOURS, isModifiedFromDefault: false, lastModifiedDate: null })
      .onConflictDoNothing();
    await tx.insert(homepageSettings).values({ id: 1, settings: defaultHomepageSettings() }).onConflictDoNothing();
    await tx.insert(priceList).values({ id: 1, prices: defaultPriceList() }).onConflictDoNothing();
    await tx.insert(hotelSettings).values({ id: 1 }).onConflictDoNothing();

    const existing = await tx.select({ id: tyreSizes.id }).from(tyreSizes).limit(1);
    if (existing.length > 0) return { seeded: false };

    const now = new Date();
    const insertedManufacturers = await tx
      .insert(manufacturers)
      .values(MANUFACTURERS.map(({ priceTier: _priceTier, ...manufacturer }) => ({ ...manufacturer, logoUrl: null })))
      .returning({ id: manufacturers.id, name: manufacturers.name });

    const sizes = await tx
      .insert(tyreSizes)
      .values(
        Object.entries(SIZES).flatMap(([vehicleType, list]) =>
          list.map(([width, aspect, diameter]) => ({
            width,
            aspect,
            diameter,
            vehicleType: vehicleType as VehicleType,
          })),
        ),
      )
      .returning({
        id: tyreSizes.id,
        width: tyreSizes.width,
        aspect: tyreSizes.aspect,
        diameter: tyreSizes.diameter,
        vehicleType: tyreSizes.vehicleType,
      });

    const manufacturerIds = new Map(insertedManufacturers.map((m) => [m.name, m.id]));
    // Each model's photo and tread drawing, stored in the image library (db/seed-images.ts, decision 0035).
    const store = (image: DemoImage) => saveImage(image, tx);
    const products = await withDemoPhotos(store, buildProducts(sizes, manufacturerIds, now), manufacturerIds, (product) => product.winterType ?? "summer");
    await tx.insert(tyreProducts).values(products);
    await tx.insert(campaigns).values(buildCampaigns(now));
    // Published in the past, a week apart, the last one a week ago (the list shows the newest first).
    await tx.insert(blogArticles).values(
      ARTICLES.map((article, index) => {
        const publishedAt = new Date(now.getTime() - (ARTICLES.length - index) * 7 * 86_400_000);
        return { ...article, tone: "educational" as const, publishedAt, createdAt: publishedAt };
      }),
    );
    await tx.insert(rims).values(RIMS);
    // An address that subscribed before the seed ran stays as it is.
    await tx.insert(subscribers).values(buildSubscribers(now)).onConflictDoNothing();
    // The demo tyre hotel, only into an empty register (a copy of a real one is never added to).
    const hotelInUse = await tx.select({ id: hotelCustomers.id }).from(hotelCustomers).limit(1);
    if (hotelInUse.length === 0) await seedTyreHotel(tx, now);
    return { seeded: true };
  });
}

async function main(): Promise<void> {
  try {
    await migrate();
    const { seeded } = await seedDatabase(db);
    if (seeded) {
      const [sizes, products] = await Promise.all([db.$count(tyreSizes), db.$count(tyreProducts)]);
      console.log(
        `Esimerkkiaineisto lisätty: ${sizes} rengaskokoa, ${products} rengasta, ${MANUFACTURERS.length} valmistajaa, ` +
          `${RIMS.length} vannetta, 3 kampanjaa, ${ARTICLES.length} artikkelia, 4 uutiskirjeen tilaajaa ja ` +
          `${HOTEL_CUSTOMERS.length} rengashotellin asiakasta.`,
      );
    } else {
      console.log("Tietokannassa on jo rengasvalikoima, esimerkkiaineistoa ei lisätty (asetukset tarkistettu).");
    }
  } finally {
    await closeDb();
  }
}

// Run only as a script (`tsx db/seed.ts`), never when imported by the app bundle or the tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // As a script it reads .env like the other entry points (the database opens on first use, after this).
  loadEnvFile();
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
