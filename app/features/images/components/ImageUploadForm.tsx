import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { ALT_MAX_LENGTH, IMAGE_CATEGORIES, IMAGE_CATEGORY_LABELS, type ImageCategory } from "~/features/images/rules";
import { IMAGE_UPLOAD_FORM_ID, imageUploadSchema } from "~/features/images/schema";
import { FieldError, controlProps, firstInvalid, helpId, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";
import { ImageDropInput } from "./ImageDropInput";

type Props = {
  /** A refused upload: its errors and the values typed, so nothing is lost. */
  lastResult: SubmissionResult<string[]> | undefined;
  defaultCategory?: ImageCategory;
};

const ORDER = ["image", "alt", "category"] as const;

/**
 * Uploads one image to the library: a multipart form posted to /admin/kuvat (intent=upload) that works
 * without JavaScript; with JavaScript the file box also takes a dropped file and shows a preview. The
 * field ids are Conform's for the form id 'upload' (upload-image, upload-alt, upload-category).
 */
export function ImageUploadForm({ lastResult, defaultCategory = "general" }: Props) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const [form, fields] = useForm({
    id: IMAGE_UPLOAD_FORM_ID,
    lastResult,
    defaultValue: { alt: "", category: defaultCategory },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: imageUploadSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const first = firstInvalid(fields, ORDER);
  useFocusFirstInvalid(form.id, first, lastResult);
  return (
    <section aria-labelledby="upload-title" className="card">
      <h3 id="upload-title" className="text-lg font-semibold">
        Lataa uusi kuva
      </h3>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-4 grid gap-4 md:grid-cols-2"
        aria-labelledby="upload-title"
      >
        <input type="hidden" name="intent" value="upload" />
        <div className="md:row-span-2">
          <ImageDropInput id={fields.image.id} name={fields.image.name} label="Kuvatiedosto" error={fields.image.errors?.join(" ")} />
        </div>
        <div>
          <label htmlFor={fields.alt.id} className="block text-sm font-medium">
            Alt-teksti
          </label>
          <input
            {...controlProps(fields.alt, { helpId: helpId(fields.alt), autoFocus: first === "alt" })}
            key={fields.alt.key}
            type="text"
            maxLength={ALT_MAX_LENGTH}
            defaultValue={initialText(fields.alt)}
            className="field mt-1"
          />
          <p id={helpId(fields.alt)} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Kuvaile kuvan sisältö näkövammaisille ja hakukoneille, esim. ”Talvirengas lumisella tiellä”.
          </p>
          <FieldError field={fields.alt} />
        </div>
        <div>
          <label htmlFor={fields.category.id} className="block text-sm font-medium">
            Kategoria
          </label>
          <select
            {...controlProps(fields.category)}
            key={fields.category.key}
            defaultValue={initialText(fields.category) || defaultCategory}
            className="field mt-1"
          >
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
