/** The catalogue's CSV upload: at most MAX_IMPORT_BYTES, read bounded by the shared reader (services/csv-upload). */
import { MAX_IMPORT_BYTES } from "~/features/catalogue-csv/rules";
import { type CsvUpload, readCsvUpload } from "~/services/csv-upload.server";

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString("fi-FI", { maximumFractionDigits: 1 });

export const tooLargeMessage = (bytes?: number) =>
  `CSV on liian suuri${bytes ? ` (${megabytes(bytes)} Mt)` : ""}. Yhdellä kertaa voi tuoda enintään ${megabytes(MAX_IMPORT_BYTES)} Mt.`;

/**
 * The form of the import drawer and the CSV it carries: the chosen file when there is one, otherwise the
 * text field `csv`. Throws UploadRefused (413) with a Finnish message for more than 5 MB.
 */
export function readCatalogueUpload(request: Request): Promise<CsvUpload> {
  return readCsvUpload(request, { maxCsvBytes: MAX_IMPORT_BYTES, maxFields: 20, tooLarge: tooLargeMessage });
}
