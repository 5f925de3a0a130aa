import { Form, useNavigation } from "@remix-run/react";
import { ALT_MAX_LENGTH, IMAGE_CATEGORIES, IMAGE_CATEGORY_LABELS, type ImageCategory } from "~/features/images/rules";
import { ImageDropInput } from "./ImageDropInput";

export type UploadFormValues = { alt: string; category: ImageCategory };

type Props = {
  /** The values typed before a refused upload, so nothing is lost. */
  values?: UploadFormValues;
  error?: string;
  defaultCategory?: ImageCategory;
};

/**
 * Uploads one image to the library: a multipart form posted to /admin/kuvat (intent=upload) that works
 * without JavaScript; with JavaScript the file box also takes a dropped file and shows a preview.
 */
export function ImageUploadForm({ values, error, defaultCategory = "general" }: Props) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  return (
    <section aria-labelledby="upload-title" className="card">
      <h3 id="upload-title" className="text-lg font-semibold">
        Lataa uusi kuva
      </h3>
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4 md:grid-cols-2" aria-labelledby="upload-title">
        <input type="hidden" name="intent" value="upload" />
        <div className="md:row-span-2">
          <ImageDropInput id="upload-image" name="image" label="Kuvatiedosto" error={error} />
        </div>
        <div>
          <label htmlFor="upload-alt" className="block text-sm font-medium">
            Alt-teksti
          </label>
          <input
            id="upload-alt"
            name="alt"
            type="text"
            maxLength={ALT_MAX_LENGTH}
            defaultValue={values?.alt ?? ""}
            aria-describedby="upload-alt-hint"
            className="field mt-1"
          />
          <p id="upload-alt-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Kuvaile kuvan sisältö näkövammaisille ja hakukoneille, esim. ”Talvirengas lumisella tiellä”.
          </p>
        </div>
        <div>
          <label htmlFor="upload-category" className="block text-sm font-medium">
            Kategoria
          </label>
          <select id="upload-category" name="category" defaultValue={values?.category ?? defaultCategory} className="field mt-1">
            {IMAGE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {IMAGE_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </div>
        <div className="md:col-span-2">
          <button type="submit" className="btn-primary" disabled={uploading}>
            {uploading ? "Ladataan…" : "Lataa kuva"}
          </button>
        </div>
      </Form>
    </section>
  );
}
