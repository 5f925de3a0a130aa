/**
 * The demo tyre hotel (Rengashotelli, issue 31): its customers, vehicles and stored sets, and their seeding
 * (db/seed.ts calls seedTyreHotel only for an empty register).
 */
import type { Database } from "./client";
import { hotelCustomers, hotelSetEvents, hotelSets, hotelVehicles } from "./schema";
import { seededRandom } from "./seeded-random";
import { TYRE_POSITIONS } from "~/features/tyre-hotel/rules";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

/** One stored set of the demo tyre hotel: DOT weeks and tread depths per tyre, front left first. */
export interface HotelSetSeed {
  season: "summer" | "winter";
  size: string;
  brandModel: string;
  withRims: boolean;
  location: string;
  dots: string[];
  treads: number[];
  notes?: string;
  /** Taken out of storage this many days ago (the set is then not stored). */
  checkedOutDaysAgo?: number;
}

export interface HotelCustomerSeed {
  name: string;
  phone: string;
  email: string | null;
  reminderConsent: boolean;
  vehicles: { registration: string; makeModel: string; sets: HotelSetSeed[] }[];
}

/**
 * The demo tyre hotel (Rengashotelli, issue 31): a few customers with their cars and stored sets on shelf
 * K (a shelf of its own, so tests that pick places elsewhere never meet these). Late autumn: most stored
 * sets are summer tyres, a few customers have not swapped to winter tyres yet. Some sets warn: worn summer
 * tyres (under 3 mm), winter tyres under 4 mm, tyres made in 2018 (over six years old); one customer has
 * not consented to reminders, one has no e-mail, one set has been taken out. Addresses under
 * example.com, which never receives mail.
 */
export const HOTEL_CUSTOMERS: HotelCustomerSeed[] = [
  {
    name: "Aino Virtanen",
    phone: "040 123 4501",
    email: "aino.virtanen@example.com",
    reminderConsent: true,
    vehicles: [
      {
        registration: "KTO-101",
        makeModel: "Toyota Corolla",
        sets: [
          { season: "winter", size: "205/55R16", brandModel: "Nokian Hakkapeliitta R5", withRims: true, location: "K1/1", dots: ["1223", "1223", "1223", "1223"], treads: [6.5, 6.5, 7, 7] },
        ],
      },
    ],
  },
  {
    name: "Mikko Korhonen",
    phone: "050 234 5602",
    email: "mikko.korhonen@example.com",
    reminderConsent: true,
    vehicles: [
      {
        registration: "RKO-220",
        makeModel: "Volkswagen Golf",
        sets: [
          {
            season: "summer",
            size: "225/45R17",
            brandModel: "Michelin Pilot Sport 4",
            withRims: false,
            location: "K1/2",
            dots: ["2221", "2221", "2221", "2221"],
            treads: [3.4, 3.2, 2.8, 2.6],
            notes: "Takarenkaat kuluneet, suositeltu uusia.",
          },
        ],
      },
    ],
  },
  {
    name: "Sanna Mäkinen",
    phone: "044 345 6703",
    email: "sanna.makinen@example.com",
    reminderConsent: false,
    vehicles: [
      {
        registration: "MKN-37",
        makeModel: "Škoda Octavia Combi",
        sets: [
          { season: "winter", size: "205/55R16", brandModel: "Continental WinterContact TS 870", withRims: true, location: "K1/3", dots: ["0824", "0824", "0824", "0824"], treads: [7.5, 7.5, 7.4, 7.6] },
        ],
      },
    ],
  },
  {
    name: "Juha Nieminen",
    phone: "045 456 7804",
    email: "juha.nieminen@example.com",
    reminderConsent: true,
    vehicles: [
      {
        registration: "JNI-404",
        makeModel: "Volvo V60",
        sets: [
          { season: "summer", size: "225/50R17", brandModel: "Bridgestone Turanza T005", withRims: false, location: "K2/1", dots: ["3118", "3118", "3118", "3118"], treads: [5.5, 5.6, 5.2, 5.3] },
        ],
      },
      {
        registration: "XYZ-9",
        makeModel: "Ford Transit Custom",
        sets: [
          { season: "summer", size: "215/65R16", brandModel: "Goodyear EfficientGrip Cargo", withRims: true, location: "K2/2", dots: ["4522", "4522", "4522", "4522"], treads: [6, 6, 5.8, 5.9] },
        ],
      },
    ],
  },
  {
    name: "Laura Heikkinen",
    phone: "040 567 8905",
    email: null,
    reminderConsent: false,
    vehicles: [
      {
        registration: "LHK-512",
        makeModel: "Kia Ceed",
        sets: [
          { season: "winter", size: "195/65R15", brandModel: "Hankook Winter i*cept RS3", withRims: false, location: "K2/3", dots: ["1922", "1922", "1922", "1922"], treads: [4.1, 4.3, 3.6, 3.9] },
        ],
      },
    ],
  },
  {
    name: "Pekka Laine",
    phone: "050 678 9006",
    email: "pekka.laine@example.com",
    reminderConsent: true,
    vehicles: [
      {
        registration: "PLA-606",
        makeModel: "Tesla Model 3",
        sets: [
          { season: "summer", size: "235/45R18", brandModel: "Pirelli P Zero", withRims: true, location: "K3/1", dots: ["1024", "1024", "1024", "1024"], treads: [6.8, 6.8, 6.5, 6.5] },
          {
            season: "winter",
            size: "235/45R18",
            brandModel: "Nokian Hakkapeliitta R5",
            withRims: true,
            location: "K3/2",
            dots: ["3723", "3723", "3723", "3723"],
            treads: [3.8, 3.9, 4.2, 4.4],
            notes: "Kitkarenkaat; etupään urasyvyys alle suosituksen.",
            checkedOutDaysAgo: 12,
          },
        ],
      },
    ],
  },
];

/**
 * The demo tyre hotel: customers, their vehicles and sets with the history of each (a check-in 3–9 weeks
 * ago, and the check-out of a set taken out), in a reproducible order and dates relative to now.
 */
export async function seedTyreHotel(tx: Transaction, now: Date): Promise<void> {
  const random = seededRandom(20261128);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const customer of HOTEL_CUSTOMERS) {
    const checkIns: Date[] = customer.vehicles.flatMap((vehicle) => vehicle.sets.map(() => daysAgo(20 + Math.floor(random() * 45))));
    const firstCheckIn = new Date(Math.min(...checkIns.map((date) => date.getTime())));
    const checkOuts = customer.vehicles.flatMap((vehicle) => vehicle.sets.flatMap((set) => (set.checkedOutDaysAgo === undefined ? [] : [daysAgo(set.checkedOutDaysAgo)])));
    const [{ id: customerId }] = await tx
      .insert(hotelCustomers)
      .values({
        name: customer.name,
        phone: customer.phone,
        email: customer.email,
        reminderConsent: customer.reminderConsent,
        lastCheckOutAt: checkOuts.length > 0 ? new Date(Math.max(...checkOuts.map((date) => date.getTime()))) : null,
        createdAt: firstCheckIn,
        updatedAt: firstCheckIn,
      })
      .returning({ id: hotelCustomers.id });
    let setIndex = 0;
    for (const vehicle of customer.vehicles) {
      const [{ id: vehicleId }] = await tx
        .insert(hotelVehicles)
        .values({ customerId, registration: vehicle.registration, makeModel: vehicle.makeModel, createdAt: firstCheckIn })
        .returning({ id: hotelVehicles.id });
      for (const set of vehicle.sets) {
        const checkedInAt = checkIns[setIndex++];
        const tyres = set.dots.map((dot, index) => ({ position: TYRE_POSITIONS[index].code, dot, treadMm: set.treads[index] ?? null }));
        const out = set.checkedOutDaysAgo === undefined ? null : daysAgo(set.checkedOutDaysAgo);
        const [{ id: setId }] = await tx
          .insert(hotelSets)
          .values({
            vehicleId,
            season: set.season,
            size: set.size,
            brandModel: set.brandModel,
            withRims: set.withRims,
            tyres,
            notes: set.notes ?? null,
            location: out ? null : set.location,
            status: out ? "out" : "stored",
            checkedInAt,
            checkedInBy: "demo",
            checkedOutAt: out,
            checkedOutBy: out ? "demo" : null,
            createdAt: checkedInAt,
            updatedAt: out ?? checkedInAt,
          })
          .returning({ id: hotelSets.id });
        await tx.insert(hotelSetEvents).values([
          { setId, kind: "check_in" as const, at: checkedInAt, by: "demo", location: set.location, tyres },
          ...(out ? [{ setId, kind: "check_out" as const, at: out, by: "demo", location: set.location, tyres: null }] : []),
        ]);
      }
    }
  }
}
