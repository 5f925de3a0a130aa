import { z } from "zod";
import { CSV_TEXTS } from "./import.rules";

/*
 * The import form of the CSV drawer (/admin/renkaat/csv): a file or pasted text, previewed first and then
 * applied. The same schema checks in the browser and in the action. On the server the action has already
 * read the chosen file into `csv` (and enforced the 5 MB limit before parsing), so there the rule is about
 * the CSV itself; in the browser a chosen file is enough.
 */

export const IMPORT_FORM_ID = "catalogue-import";

const isChosenFile = (value: unknown): boolean =>
  typeof value === "object" && value !== null && "size" in value && typeof value.size === "number" && value.size > 0;

export const catalogueImportSchema = z
  .object({
    /** 'Tuo muutokset' applies; anything else previews. */
    intent: z.enum(["preview", "apply"]).catch("preview"),
    file: z.unknown().optional(),
    csv: z.string().default(""),
    /** The digest of the previewed CSV, proving the import is what the admin saw. */
    digest: z.string().optional(),
    skipRejected: z.boolean().catch(false),
  })
  .superRefine((value, context) => {
    // The form's message, above the fields, as it always was: the file and the text are one choice.
    if (!isChosenFile(value.file) && value.csv.trim() === "") context.addIssue({ code: "custom", path: [], message: CSV_TEXTS.nothingToImport });
  });
