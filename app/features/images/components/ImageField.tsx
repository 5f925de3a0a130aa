/**
 * ImageField — an image input for any admin form (product images, campaign image, newsletter hero,
 * homepage images). Place it INSIDE a form with `encType="multipart/form-data"` whose action reads the
 * result with `resolveImageFields` (app/features/images/image-fields.server.ts).
 *
 *   <Form method="post" encType="multipart/form-data">
 *     <ImageField name="thumbnail" label="Pikkukuva" category="product" defaultValue={tyre.thumbnail}
 *                 choices={imageChoices} error={imageErrors.thumbnail} />
 *     <ImageField name="gallery" label="Galleria" category="product" multiple defaultValue={tyre.gallery}
 *                 choices={imageChoices} />
 *   </Form>
 *
 * Props:
 * - name          the field's name; the form sends the chosen address(es) under it.
 * - label         the visible legend.
 * - category      the library category of files uploaded here; the picker starts filtered to it.
 * - defaultValue  current address (single) or addresses (multiple); null/undefined/[] for none.
 * - multiple      a list of images (gallery) instead of one.
 * - choices       optional: images offered without JavaScript; load them in the route's loader with
 *                 `loadImageChoices(category)` from ~/models/images.server (the 50 newest, that
 *                 category first). Without it the no-JS picker only links to the library page.
 * - error         optional: a message for this field (resolveImageFields' `errors[name]`).
 * - description   optional: a hint under the legend.
 *
 * After a refused submit, pass `resolveImageFields(...).values[name]` back as defaultValue: the field
 * then shows the stored images (uploads included) and empties its file input.
 *
 * What it renders (the inputs resolveImageFields reads):
 * - a preview of each current image and a hidden input `name` holding its address (one per image);
 * - 'Poista' per image: with JavaScript a button that drops it; without, a checkbox `name__remove`;
 * - a file input `name__upload` (multiple when `multiple`) with drag and drop and preview with
 *   JavaScript, and an alt text input `name__alt` for the uploaded file(s);
 * - 'Valitse kirjastosta': with JavaScript a modal library (search, category filter, grid, pages,
 *   select/cancel, 'Yritä uudelleen') reading /api/gcs/images(/search); without JavaScript a <details>
 *   listing `choices` as radio buttons (single) or checkboxes (multiple) named `name__pick`.
 * The server takes, for a single field: upload, else pick, else the kept address; for a multiple field:
 * kept + picked + uploaded, without duplicates.
 */
import { useId, useState } from "react";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { ALT_MAX_LENGTH, IMAGE_TEXTS as T, type ImageCategory, type LibraryImage } from "~/features/images/rules";
import { ImageDropInput } from "./ImageDropInput";
import { ImageLibraryDialog } from "./ImageLibraryDialog";

export type ImageFieldProps = {
  name: string;
  label: string;
  category: ImageCategory;
  defaultValue?: string | readonly string[] | null;
  multiple?: boolean;
  choices?: readonly LibraryImage[];
  error?: string;
  description?: string;
};

const toList = (value: ImageFieldProps["defaultValue"]): string[] =>
  value == null ? [] : typeof value === "string" ? (value ? [value] : []) : value.filter(Boolean);

export function ImageField({ name, label, category, defaultValue, multiple = false, choices, error, description }: ImageFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [urls, setUrls] = useState<string[]>(() => toList(defaultValue));
  const [alts, setAlts] = useState<Record<string, string>>(() =>
    Object.fromEntries((choices ?? []).map((image) => [image.url, image.alt || image.filename])),
  );
  const [pickerOpen, setPickerOpen] = useState(false);
  // Remounting the file input empties it: a single field's pick replaces a file chosen before.
  const [uploadKey, setUploadKey] = useState(0);

  // A new defaultValue (the action stored the upload and sent the addresses back) replaces the
  // current images and empties the file input, so a stored file is never sent twice.
  const defaultKey = JSON.stringify(toList(defaultValue));
  const [appliedKey, setAppliedKey] = useState(defaultKey);
  if (appliedKey !== defaultKey) {
    setAppliedKey(defaultKey);
    setUrls(toList(defaultValue));
    setUploadKey((n) => n + 1);
  }

  function pick(images: LibraryImage[]) {
    setPickerOpen(false);
    if (images.length === 0) return;
    setAlts((current) => ({ ...current, ...Object.fromEntries(images.map((image) => [image.url, image.alt || image.filename])) }));
    if (multiple) setUrls((current) => [...new Set([...current, ...images.map((image) => image.url)])]);
    else {
      setUrls([images[0].url]);
      setUploadKey((n) => n + 1);
    }
  }

  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700" aria-describedby={descriptionId} data-image-field={name}>
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {description ? (
        <p id={descriptionId} className="text-xs text-slate-600 dark:text-slate-400">
          {description}
        </p>
      ) : null}

      {urls.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="image-field-empty">
          {multiple ? "Ei kuvia valittuna." : "Ei kuvaa valittuna."}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-3" aria-label={`${label}: valitut kuvat`}>
          {urls.map((url, index) => (
            <li key={url} data-testid="image-field-current" className="w-32 rounded-md border border-slate-200 p-2 text-xs dark:border-slate-700">
              <img src={url} alt={alts[url] ?? `${label}, kuva ${index + 1}`} className="h-24 w-full rounded bg-slate-100 object-contain dark:bg-slate-800" />
              <input type="hidden" name={name} value={url} />
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => setUrls((current) => current.filter((item) => item !== url))}
                  className="mt-1 text-red-700 underline dark:text-red-400"
                >
                  {T.remove}
                  <span className="sr-only">: {alts[url] ?? `kuva ${index + 1}`}</span>
                </button>
              ) : (
                <label className="mt-1 flex items-center gap-1">
                  <input type="checkbox" name={`${name}__remove`} value={url} />
                  {T.remove}
                </label>
              )}
            </li>
          ))}
        </ul>
      )}

      <ImageDropInput
        key={uploadKey}
        id={`${id}-upload`}
        name={`${name}__upload`}
        multiple={multiple}
        label={multiple ? "Lataa uusia kuvia" : urls.length ? "Lataa uusi kuva (korvaa nykyisen)" : "Lataa kuva"}
        error={error}
      />
      <div>
        <label htmlFor={`${id}-alt`} className="block text-xs font-medium">
          Alt-teksti ladattavalle kuvalle
        </label>
        <input id={`${id}-alt`} name={`${name}__alt`} type="text" maxLength={ALT_MAX_LENGTH} className="field mt-1" />
      </div>

      {hydrated ? (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-secondary" onClick={() => setPickerOpen(true)} aria-haspopup="dialog">
            {T.fromLibrary}
          </button>
          <a href="/admin/kuvat" target="_blank" rel="noreferrer" className="text-sm underline">
            Avaa kuvapankki
          </a>
          <ImageLibraryDialog open={pickerOpen} multiple={multiple} category={category} onSelect={pick} onClose={() => setPickerOpen(false)} />
        </div>
      ) : (
        <NoScriptPicker name={name} multiple={multiple} choices={choices} />
      )}
    </fieldset>
  );
}

/** Without JavaScript: the offered images as radio buttons or checkboxes named `name__pick`. */
function NoScriptPicker({ name, multiple, choices }: { name: string; multiple: boolean; choices?: readonly LibraryImage[] }) {
  const type = multiple ? "checkbox" : "radio";
  return (
    <details className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <summary className="cursor-pointer text-sm font-medium">{T.fromLibrary}</summary>
      {!choices || choices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {choices ? `${T.empty}. ` : ""}
          <a href="/admin/kuvat" target="_blank" rel="noreferrer" className="underline">
            Avaa kuvapankki
          </a>
        </p>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
          {multiple ? null : (
            <label className="flex items-center gap-2 rounded-md border border-slate-200 p-2 text-xs dark:border-slate-700">
              <input type="radio" name={`${name}__pick`} value="" defaultChecked />
              Ei valintaa
            </label>
          )}
          {choices.map((image) => (
            <label key={image.id} data-testid="image-field-choice" className="block cursor-pointer rounded-md border border-slate-200 p-2 text-xs has-[:checked]:border-brand-600 dark:border-slate-700">
              <img src={image.url} alt={image.alt} loading="lazy" className="aspect-square w-full bg-slate-100 object-contain dark:bg-slate-800" />
              <span className="mt-1 flex items-center gap-1">
                <input type={type} name={`${name}__pick`} value={image.url} />
                <span className="truncate">{image.filename}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </details>
  );
}
