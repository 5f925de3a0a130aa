/** Uploaded images, stored in the database so every web process serves them. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { bytea, id, createdAt } from "./columns";
import { imageCategory, imageMime } from "./enums";

export const images = pgTable(
  "images",
  {
    id: id(),
    filename: text("filename").notNull(),
    mime: imageMime("mime").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
    category: imageCategory("category").notNull().default("general"),
    createdAt: createdAt(),
  },
  (t) => [
    index("images_category_created_idx").on(t.category, t.createdAt),
    index("images_created_idx").on(t.createdAt),
    check("images_size_limit", sql`${t.size} > 0 and ${t.size} <= 5242880`),
    check("images_dimensions_positive", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
