import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { detectImageType, SIGNATURE_LENGTH } from "~/lib/image-files";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_TEXTS, formatFileSize } from "~/features/images/rules";

type Props = {
  /** The file input's name: the form sends the file(s) under it. */
  name: string;
  label: string;
  multiple?: boolean;
  /** An error from the server about the last upload, shown under the input. */
  error?: string;
  id?: string;
};

type Preview = { key: string; file: File; url: string; problem: string | null };

/** What the server will say about a file, told before sending: the same size limit and signature check. */
async function problemOf(file: File): Promise<string | null> {
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TEXTS.sizeError;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
  return detectImageType(head) ? null : IMAGE_TEXTS.typeError;
}

/**
 * The uploader's file input. Without JavaScript it is a plain file input (click to choose). With
 * JavaScript the box also takes a file dropped on it, previews what was chosen, warns about a file the
 * server would refuse, and each preview has 'Poista' to take the file out before sending. The file
 * stays in the input either way, so the surrounding form sends it like any other field.
 */
export function ImageDropInput({ name, label, multiple = false, error, id: givenId }: Props) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [previews, setPreviews] = useState<Preview[]>([]);
  const [dragging, setDragging] = useState(false);

  // Object URLs hold memory until revoked.
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  // A form reset (after a successful upload) empties the input: empty the previews with it.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onReset = () => setPreviews([]);
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  async function showFiles(files: File[]) {
    const next = await Promise.all(
      files.map(async (file, index) => ({
        key: `${file.name}-${file.size}-${file.lastModified}-${index}`,
        file,
        url: URL.createObjectURL(file),
        problem: await problemOf(file),
      })),
    );
    setPreviews(next);
  }

  function setInputFiles(files: File[]) {
    if (!input.current) return;
    const transfer = new DataTransfer();
    files.forEach((file) => transfer.items.add(file));
    input.current.files = transfer.files;
    void showFiles(files);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length === 0) return;
    setInputFiles(multiple ? dropped : dropped.slice(0, 1));
  }

  function remove(key: string) {
    setInputFiles(previews.filter((preview) => preview.key !== key).map((preview) => preview.file));
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div>
      <div
        data-testid="image-dropzone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 transition ${
          dragging
            ? "border-brand-500 bg-brand-50 dark:bg-slate-800"
            : "border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-900"
        }`}
      >
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hydrated ? "Vedä ja pudota kuva tähän tai valitse tiedosto. " : null}
          JPEG, PNG tai WebP, enintään {IMAGE_MAX_MB} Mt.
        </p>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void showFiles(Array.from(event.currentTarget.files ?? []))}
          className="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700"
        />
        {previews.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-3" aria-label="Valitut tiedostot">
            {previews.map((preview) => (
              <li key={preview.key} data-testid="upload-preview" className="w-40 rounded-md border border-slate-200 bg-white p-2 text-xs dark:border-slate-700 dark:bg-slate-950">
                {preview.problem ? null : (
                  <img src={preview.url} alt={`Esikatselu: ${preview.file.name}`} className="h-28 w-full rounded object-contain" />
                )}
                <p className="mt-1 truncate" title={preview.file.name}>
                  {preview.file.name}
                </p>
                <p className="text-slate-600 dark:text-slate-400">{formatFileSize(preview.file.size)}</p>
                {preview.problem ? (
                  <p role="alert" className="field-error text-xs">
                    {preview.problem}
                  </p>
                ) : null}
                <button type="button" onClick={() => remove(preview.key)} className="mt-1 text-red-700 underline dark:text-red-400">
                  {IMAGE_TEXTS.remove}
                  <span className="sr-only"> tiedosto {preview.file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
