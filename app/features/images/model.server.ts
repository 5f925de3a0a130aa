/**
 * The image library: re-encoded images stored in Postgres (`images.bytes`) and served from
 * /api/images/<id>. An id's bytes never change (an edit of the alt text changes only the row), which is
 * why the serving route may cache them forever.
 */
import { type SQL, and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { campaigns, homepageSettings, images, manufacturers, newsletters, rims, tyreProducts } from "#db/schema";
import {
  ALT_MAX_LENGTH,
  type ImageCategory,
  type ImageMime,
  LIBRARY_PAGE_SIZE,
  type LibraryImage,
  imageIdFromUrl,
  imageUrl,
  pageCount,
} from "~/features/images/rules";
import { describeChange, noteChange, recordName } from "~/services/audit.server";

export { imageIdFromUrl, imageUrl };

export type ImageRecord = {
  id: number;
  filename: string;
  mime: ImageMime;
  size: number;
  width: number;
  height: number;
  alt: string;
  category: ImageCategory;
  createdAt: Date;
};

export type StoredImage = ImageRecord & { bytes: Uint8Array };

/** Every column but the bytes: lists never read the images themselves. */
const columns = {
  id: images.id,
  filename: images.filename,
  mime: images.mime,
  size: images.size,
  width: images.width,
  height: images.height,
  alt: images.alt,
  category: images.category,
  createdAt: images.createdAt,
};

const cleanAlt = (alt: string) => alt.trim().replace(/\s+/g, " ").slice(0, ALT_MAX_LENGTH);

/** Where `saveImage` writes: the app's database, or a transaction of it (the demo seed stores its photos in its own). */
export type ImageDatabase = Pick<typeof db, "insert">;

export async function saveImage(
  input: {
    filename: string;
    mime: ImageMime;
    bytes: Uint8Array;
    width: number;
    height: number;
    alt?: string;
    category?: ImageCategory;
  },
  database: ImageDatabase = db,
): Promise<ImageRecord> {
  const [row] = await database
    .insert(images)
    .values({
      filename: input.filename,
      mime: input.mime,
      bytes: input.bytes,
      size: input.bytes.byteLength,
      width: input.width,
      height: input.height,
      alt: cleanAlt(input.alt ?? ""),
      category: input.category ?? "general",
    })
    .returning(columns);
  noteChange(recordName(images, row.id), null, row);
  describeChange("create", `Lisäsi kuvan ${row.filename}`, recordName(images, row.id));
  return row;
}

/** One image with its bytes, or null. */
export async function getImage(id: number): Promise<StoredImage | null> {
  const [row] = await db.select({ ...columns, bytes: images.bytes }).from(images).where(eq(images.id, id));
  if (!row) return null;
  // postgres.js gives a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  return { ...row, bytes: row.bytes instanceof Uint8Array ? row.bytes : new Uint8Array(row.bytes as ArrayBuffer) };
}

/** One image without its bytes, or null. */
export async function getImageRecord(id: number): Promise<ImageRecord | null> {
  const [row] = await db.select(columns).from(images).where(eq(images.id, id));
  return row ?? null;
}

const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

function filters(options: { q?: string; category?: ImageCategory | null }): SQL | undefined {
  const conditions: SQL[] = [];
  if (options.category) conditions.push(eq(images.category, options.category));
  const q = options.q?.trim();
  if (q) conditions.push(or(ilike(images.filename, containing(q)), ilike(images.alt, containing(q)))!);
  return conditions.length ? and(...conditions) : undefined;
}

export type ImagePage = { images: ImageRecord[]; total: number; page: number; limit: number; totalPages: number };

/**
 * One page of the library, newest first, optionally of one category and matching a search in the
 * file name or alt text. A page past the end gives the last page.
 */
export async function listImages(
  options: { page?: number; limit?: number; category?: ImageCategory | null; q?: string } = {},
): Promise<ImagePage> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? LIBRARY_PAGE_SIZE), 1), LIBRARY_PAGE_SIZE);
  const where = filters(options);
  const [{ total }] = await db.select({ total: count() }).from(images).where(where);
  const totalPages = pageCount(Number(total), limit);
  const page = Math.min(Math.max(Math.trunc(options.page ?? 1), 1), totalPages);
  const rows = await db
    .select(columns)
    .from(images)
    .where(where)
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { images: rows, total: Number(total), page, limit, totalPages };
}

/** The best 50 matches of a search (file name or alt text), newest first, and how many match in all. */
export async function searchImages(options: { q: string; category?: ImageCategory | null; limit?: number }) {
  const { images: found, total } = await listImages({ q: options.q, category: options.category, limit: options.limit });
  return { images: found, total };
}

export async function updateImageAlt(id: number, alt: string): Promise<boolean> {
  // Not updateAudited: that would read the image's bytes twice to log one text.
  const [before] = await db.select({ alt: images.alt }).from(images).where(eq(images.id, id));
  const rows = await db.update(images).set({ alt: cleanAlt(alt) }).where(eq(images.id, id)).returning({ id: images.id, alt: images.alt, filename: images.filename });
  if (rows[0]) {
    noteChange(recordName(images, id), before ?? null, { alt: rows[0].alt });
    describeChange("update", `Muutti kuvan ${rows[0].filename} alt-tekstiä`, recordName(images, id));
  }
  return rows.length > 0;
}

export async function deleteImage(id: number): Promise<boolean> {
  const rows = await db.delete(images).where(eq(images.id, id)).returning(columns);
  if (rows[0]) {
    noteChange(recordName(images, id), rows[0], null);
    describeChange("delete", `Poisti kuvan ${rows[0].filename}`, recordName(images, id));
  }
  return rows.length > 0;
}

/** The shape of the library API and the widgets. */
export function toLibraryImage(record: ImageRecord): LibraryImage {
  return {
    id: record.id,
    filename: record.filename,
    url: imageUrl(record.id),
    size: record.size,
    width: record.width,
    height: record.height,
    alt: record.alt,
    category: record.category,
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * Choices for an image field without JavaScript (ImageField's `choices`): the 50 newest images, those of
 * the field's category first.
 */
export async function loadImageChoices(category?: ImageCategory | null, limit = LIBRARY_PAGE_SIZE): Promise<LibraryImage[]> {
  const order = category ? [sql`(${images.category} = ${category}) desc`, desc(images.createdAt), desc(images.id)] : [desc(images.createdAt), desc(images.id)];
  const rows = await db
    .select(columns)
    .from(images)
    .orderBy(...order)
    .limit(limit);
  return rows.map(toLibraryImage);
}

/**
 * Where the shop still shows an image: products (thumbnail, pattern, gallery), campaigns, newsletters,
 * manufacturer logos, rims and the homepage settings. Deleting it leaves those pointing at nothing, so the
 * confirmation says so.
 */
export async function imageUsage(id: number): Promise<number> {
  const url = imageUrl(id);
  // The homepage settings are one JSON document; an exact string value there is a use.
  const quoted = JSON.stringify(url);
  const [[products], [campaignRows], [newsletterRows], [manufacturerRows], [homepageRows], [rimRows]] = await Promise.all([
    db
      .select({ n: count() })
      .from(tyreProducts)
      .where(or(eq(tyreProducts.thumbnail, url), eq(tyreProducts.pattern, url), sql`${url} = any(${tyreProducts.gallery})`)),
    db.select({ n: count() }).from(campaigns).where(eq(campaigns.imageUrl, url)),
    db.select({ n: count() }).from(newsletters).where(eq(newsletters.heroImage, url)),
    db.select({ n: count() }).from(manufacturers).where(eq(manufacturers.logoUrl, url)),
    db.select({ n: count() }).from(homepageSettings).where(sql`position(${quoted} in ${homepageSettings.settings}::text) > 0`),
    db.select({ n: count() }).from(rims).where(eq(rims.image, url)),
  ]);
  return [products, campaignRows, newsletterRows, manufacturerRows, homepageRows, rimRows].reduce((sum, row) => sum + Number(row.n), 0);
}
