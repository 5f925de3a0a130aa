/**
 * Photos of a stored set (damage, the rims): checked by their content and re-encoded without metadata by
 * the image service (≤ 5 MB, JPEG/PNG/WebP), at most HOTEL_MAX_PHOTOS per set, kept in Postgres and
 * served only to a signed-in admin (never cached: they are a customer's data).
 */
import { and, count, eq } from "drizzle-orm";
import { db } from "#db/client";
import { hotelSetPhotos, hotelSets } from "#db/schema";
import { describeChange, recordName } from "~/services/audit.server";
import { processUpload } from "~/services/images.server";
import { HOTEL_MAX_PHOTOS, HOTEL_TEXTS } from "./texts";

export type PhotoAddResult = { ok: true; id: number } | { ok: false; error: string; status: number };

/** Adds an uploaded file to the set's photos; a refusal is the message the form shows. */
export async function addSetPhoto(setId: number, file: File | null): Promise<PhotoAddResult> {
  if (!file || file.size === 0) return { ok: false, error: HOTEL_TEXTS.errors.noPhoto, status: 400 };
  const [set] = await db.select({ id: hotelSets.id }).from(hotelSets).where(eq(hotelSets.id, setId));
  if (!set) return { ok: false, error: HOTEL_TEXTS.errors.setNotFound, status: 404 };
  if ((await photoCount(setId)) >= HOTEL_MAX_PHOTOS) return { ok: false, error: HOTEL_TEXTS.errors.tooManyPhotos, status: 400 };
  const processed = await processUpload(file);
  if (!processed.ok) return { ok: false, error: processed.error, status: 400 };
  const { image } = processed;
  // The count again inside the insert: two uploads at once do not pass the limit together.
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: hotelSets.id }).from(hotelSets).where(eq(hotelSets.id, setId)).for("update");
    const [{ total }] = await tx.select({ total: count() }).from(hotelSetPhotos).where(eq(hotelSetPhotos.setId, setId));
    if (total >= HOTEL_MAX_PHOTOS) return null;
    const [row] = await tx
      .insert(hotelSetPhotos)
      .values({ setId, mime: image.mime, bytes: image.bytes, size: image.size, width: image.width, height: image.height })
      .returning({ id: hotelSetPhotos.id });
    return row.id;
  });
  if (id === null) return { ok: false, error: HOTEL_TEXTS.errors.tooManyPhotos, status: 400 };
  describeChange("create", `Lisäsi kuvan sarjalle #${setId}`, recordName(hotelSetPhotos, id));
  return { ok: true, id };
}

export async function photoCount(setId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(hotelSetPhotos).where(eq(hotelSetPhotos.setId, setId));
  return total;
}

export async function getSetPhoto(id: number) {
  const [row] = await db.select().from(hotelSetPhotos).where(eq(hotelSetPhotos.id, id));
  return row ?? null;
}

export async function deleteSetPhoto(setId: number, id: number): Promise<boolean> {
  const [row] = await db
    .delete(hotelSetPhotos)
    .where(and(eq(hotelSetPhotos.id, id), eq(hotelSetPhotos.setId, setId)))
    .returning({ id: hotelSetPhotos.id });
  if (row) describeChange("delete", `Poisti sarjan #${setId} kuvan`, recordName(hotelSetPhotos, id));
  return Boolean(row);
}

/** The photo's bytes as a private, never-stored response; 404 when there is none. */
export async function photoResponse(id: number | null): Promise<Response> {
  const photo = id === null ? null : await getSetPhoto(id);
  if (!photo) return new Response(HOTEL_TEXTS.errors.photoNotFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  return new Response(photo.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": photo.mime,
      "Content-Length": String(photo.bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
