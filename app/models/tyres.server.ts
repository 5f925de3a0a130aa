import { asc } from "drizzle-orm";
import { db } from "#db/client";
import { tyreSizes } from "#db/schema";

export type TyreSizeListItem = {
  _id: number;
  size: { width: number; aspect: number; diameter: number; fullSize: string };
  vehicleType: string;
};

/** Every tyre size in the spec's list shape, used by the search box suggestions. */
export async function listTyreSizes(): Promise<TyreSizeListItem[]> {
  const rows = await db
    .select({
      id: tyreSizes.id,
      width: tyreSizes.width,
      aspect: tyreSizes.aspect,
      diameter: tyreSizes.diameter,
      fullSize: tyreSizes.fullSize,
      vehicleType: tyreSizes.vehicleType,
    })
    .from(tyreSizes)
    .orderBy(asc(tyreSizes.width), asc(tyreSizes.aspect), asc(tyreSizes.diameter));
  return rows.map(({ id, vehicleType, ...size }) => ({ _id: id, size, vehicleType }));
}
