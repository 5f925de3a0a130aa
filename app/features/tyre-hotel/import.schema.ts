import { z } from "zod";
import { HOTEL_IMPORT_TEXTS } from "./import.rules";

/*
 * The tyre hotel's import form (/admin/rengashotelli/tuonti): a file or pasted text, previewed first and
 * then imported. On the server the action has already read the chosen file into `csv` (and enforced the
 * size limit before parsing), so there the rule is about the CSV itself; in the browser a chosen file is
 * enough. Also the register's settings form (/admin/rengashotelli/asetukset).
 */

export const HOTEL_IMPORT_FORM_ID = "hotel-import";

const isChosenFile = (value: unknown): boolean =>
  typeof value === "object" && value !== null && "size" in value && typeof value.size === "number" && value.size > 0;

export const hotelImportSchema = z
  .object({
    /** 'Tuo rekisteriin' imports; anything else previews. */
    intent: z.enum(["preview", "apply"]).catch("preview"),
    file: z.unknown().optional(),
    csv: z.string().default(""),
    /** The digest of the previewed CSV, proving the import is what the admin saw. */
    digest: z.string().max(100).optional().catch(undefined),
  })
  .superRefine((value, context) => {
    if (!isChosenFile(value.file) && value.csv.trim() === "") context.addIssue({ code: "custom", path: [], message: HOTEL_IMPORT_TEXTS.nothingToImport });
  });

// ---------------------------------------------------------------- settings

export const SETTINGS_FORM_ID = "hotel-settings";
export const RETENTION_LIMITS = { min: 1, max: 120 } as const;
const RETENTION_MESSAGE = `Anna kokonaisluku väliltä ${RETENTION_LIMITS.min}–${RETENTION_LIMITS.max}.`;

export const hotelSettingsSchema = z.object({
  retentionMonths: z
    .string({ error: "Anna säilytysaika kuukausina." })
    .trim()
    .min(1, "Anna säilytysaika kuukausina.")
    .max(10, RETENTION_MESSAGE)
    .regex(/^\d+$/, RETENTION_MESSAGE)
    .transform(Number)
    .refine((months) => months >= RETENTION_LIMITS.min && months <= RETENTION_LIMITS.max, RETENTION_MESSAGE),
});
