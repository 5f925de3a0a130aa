import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { formatDate } from "~/lib/format";
import { ALT_MAX_LENGTH, IMAGE_CATEGORY_LABELS, IMAGE_TEXTS, type LibraryImage, formatFileSize } from "~/features/images/rules";
import { imageAltFormId, imageAltSchema } from "~/features/images/schema";
import { controlProps, initialText, useFocusFirstInvalid } from "~/components/ui/form/Field";

type Props = {
  images: LibraryImage[];
  /** The page's query string, kept by the delete link and the alt form so the admin stays on the page. */
  search: string;
  /** A refused alt edit: which image, and Conform's result (its error and the text typed). */
  altResult?: { id: number; result: SubmissionResult<string[]> };
};

/** The library grid: 2 to 5 columns by width, one card per image. */
export function ImageGrid({ images, search, altResult }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5" aria-label="Kuvat">
      {images.map((image) => (
        <ImageCard key={image.id} image={image} search={search} lastResult={altResult?.id === image.id ? altResult.result : undefined} />
      ))}
    </ul>
  );
}

function ImageCard({ image, search, lastResult }: { image: LibraryImage; search: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "alt" && navigation.formData?.get("id") === String(image.id);
  const [form, fields] = useForm({
    id: imageAltFormId(image.id),
    lastResult,
    defaultValue: { alt: image.alt },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: imageAltSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const altError = fields.alt.errors?.length ? fields.alt.errors.join(" ") : null;
  useFocusFirstInvalid(form.id, altError ? "alt" : null, lastResult);
  return (
    <li data-testid="image-card" data-image-id={image.id} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <a href={image.url} target="_blank" rel="noreferrer" className="block bg-slate-100 dark:bg-slate-800">
        <img src={image.url} alt={image.alt} loading="lazy" width={image.width} height={image.height} className="aspect-square w-full object-contain" />
        <span className="sr-only"> (avaa kuva uuteen välilehteen)</span>
      </a>
      <div className="flex flex-1 flex-col gap-1 p-3 text-xs">
        <p className="truncate font-medium text-sm" title={image.filename}>
          {image.filename}
        </p>
        <p data-testid="image-alt" className={image.alt ? "" : "italic text-slate-500 dark:text-slate-400"}>
          {image.alt || "Ei alt-tekstiä"}
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          <span data-testid="image-size">{formatFileSize(image.size)}</span> ·{" "}
          <span data-testid="image-dimensions">
            {image.width} × {image.height} px
          </span>
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          {IMAGE_CATEGORY_LABELS[image.category]} · {formatDate(image.createdAt)}
        </p>
        <details className="mt-1" open={altError ? true : undefined}>
          <summary className="cursor-pointer text-brand-700 underline dark:text-red-300">
            Muokkaa alt-tekstiä<span className="sr-only">: {image.filename}</span>
          </summary>
          <Form method="post" action={`/admin/kuvat${search}`} {...getFormProps(form)} className="mt-2 space-y-2">
            <input type="hidden" name="intent" value="alt" />
            <input type="hidden" name="id" value={image.id} />
            <label htmlFor={fields.alt.id} className="block font-medium">
              Alt-teksti
            </label>
            <input
              {...controlProps(fields.alt, { autoFocus: Boolean(altError) })}
              key={fields.alt.key}
              type="text"
              maxLength={ALT_MAX_LENGTH}
              defaultValue={initialText(fields.alt)}
              className="field"
            />
            {altError ? (
              <p id={fields.alt.errorId} role="alert" className="field-error text-xs">
                {altError}
              </p>
            ) : null}
            <button type="submit" className="btn-secondary px-3 py-1 text-xs" disabled={saving}>
              {saving ? "Tallennetaan…" : "Tallenna"}
            </button>
          </Form>
        </details>
        <Link
          to={`/admin/kuvat/${image.id}/poista${search}`}
          preventScrollReset
          className="mt-auto pt-2 font-medium text-red-700 underline dark:text-red-400"
        >
          {IMAGE_TEXTS.remove}
          <span className="sr-only"> kuva {image.filename}</span>
        </Link>
      </div>
    </li>
  );
}
