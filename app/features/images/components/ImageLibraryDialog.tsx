import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import {
  IMAGE_CATEGORIES,
  IMAGE_CATEGORY_LABELS,
  IMAGE_TEXTS as T,
  type ImageCategory,
  type ImageListResponse,
  type ImageSearchResponse,
  LIBRARY_PAGE_SIZE,
  type LibraryImage,
  formatFileSize,
} from "~/features/images/rules";

type Props = {
  open: boolean;
  multiple: boolean;
  /** The category the filter starts with; the admin may change it or choose all. */
  category: ImageCategory | null;
  onSelect: (images: LibraryImage[]) => void;
  onClose: () => void;
};

type Status = { kind: "loading" } | { kind: "error" } | { kind: "ready"; images: LibraryImage[]; total: number; totalPages: number };

async function fetchLibrary(options: { q: string; category: string; page: number; signal: AbortSignal }) {
  const params = new URLSearchParams();
  if (options.category) params.set("category", options.category);
  let url: string;
  if (options.q) {
    params.set("q", options.q);
    url = `/api/gcs/images/search?${params}`;
  } else {
    params.set("page", String(options.page));
    params.set("limit", String(LIBRARY_PAGE_SIZE));
    url = `/api/gcs/images?${params}`;
  }
  const response = await fetch(url, { signal: options.signal, headers: { Accept: "application/json" } });
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("json")) throw new Error(T.loadFailed);
  const body = (await response.json()) as ImageListResponse | ImageSearchResponse;
  if (!body.success) throw new Error(body.message);
  if ("pagination" in body) return { images: body.images, total: body.pagination.total, totalPages: body.pagination.totalPages };
  return { images: body.images, total: body.total, totalPages: 1 };
}

/**
 * The image library as a modal (JavaScript only; ImageField offers a plain list without it): search
 * (Enter searches), category filter, a grid of 2 to 5 columns, pagination, select and cancel, and
 * 'Yritä uudelleen' when loading fails. A native <dialog> keeps focus inside and closes on Escape.
 */
export function ImageLibraryDialog({ open, multiple, category: initialCategory, onSelect, onClose }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [category, setCategory] = useState<string>(initialCategory ?? "");
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: "loading" });
  const [selected, setSelected] = useState<LibraryImage[]>([]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setSelected([]);
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setStatus({ kind: "loading" });
    fetchLibrary({ q, category, page, signal: controller.signal })
      .then((result) => setStatus({ kind: "ready", ...result }))
      .catch(() => {
        if (!controller.signal.aborted) setStatus({ kind: "error" });
      });
    return () => controller.abort();
  }, [open, q, category, page, attempt]);

  function toggle(image: LibraryImage) {
    setSelected((current) => {
      const chosen = current.some((item) => item.id === image.id);
      if (!multiple) return chosen ? [] : [image];
      return chosen ? current.filter((item) => item.id !== image.id) : [...current, image];
    });
  }

  const search = () => {
    setPage(1);
    setQ(text.trim());
  };

  if (typeof document === "undefined") return null;
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="w-[min(64rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex max-h-[85vh] flex-col">
        <header className="space-y-3 border-b border-slate-200 p-4 dark:border-slate-700">
          <h2 id={titleId} className="text-lg font-bold">
            Kuvakirjasto
          </h2>
          <div role="search" className="flex flex-wrap items-end gap-3">
            <div className="min-w-[12rem] flex-1">
              <label htmlFor={`${titleId}-q`} className="block text-sm font-medium">
                Hae kuvia
              </label>
              <input
                id={`${titleId}-q`}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  search();
                }}
                placeholder="Tiedostonimi tai alt-teksti"
                className="field mt-1"
              />
            </div>
            <div>
              <label htmlFor={`${titleId}-category`} className="block text-sm font-medium">
                Kategoria
              </label>
              <select
                id={`${titleId}-category`}
                value={category}
                onChange={(event) => {
                  setPage(1);
                  setCategory(event.target.value);
                }}
                className="field mt-1"
              >
                <option value="">{T.allCategories}</option>
                {IMAGE_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {IMAGE_CATEGORY_LABELS[value]}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" onClick={search} className="btn-secondary">
              Hae
            </button>
          </div>
        </header>

        <div className="min-h-[12rem] flex-1 overflow-y-auto p-4" aria-busy={status.kind === "loading"}>
          {status.kind === "loading" ? <p className="text-sm text-slate-600 dark:text-slate-400">Ladataan kuvia…</p> : null}
          {status.kind === "error" ? (
            <div role="alert" className="space-y-3">
              <p className="font-medium text-red-800 dark:text-red-300">{T.loadFailedUser}</p>
              <button type="button" className="btn-primary" onClick={() => setAttempt((n) => n + 1)}>
                {T.retry}
              </button>
            </div>
          ) : null}
          {status.kind === "ready" && status.images.length === 0 ? (
            <div className="space-y-3 py-8 text-center">
              <p className="text-slate-600 dark:text-slate-400">{T.empty}</p>
              {category ? (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => {
                    setPage(1);
                    setCategory("");
                  }}
                >
                  Näytä kaikki kategoriat
                </button>
              ) : null}
            </div>
          ) : null}
          {status.kind === "ready" && status.images.length > 0 ? (
            <>
              {q && status.total > status.images.length ? (
                <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
                  Näytetään {status.images.length} / {status.total}. Tarkenna hakua.
                </p>
              ) : null}
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5" aria-label="Kirjaston kuvat">
                {status.images.map((image) => {
                  const chosen = selected.some((item) => item.id === image.id);
                  return (
                    <li key={image.id}>
                      <button
                        type="button"
                        aria-pressed={chosen}
                        data-testid="library-choice"
                        onClick={() => toggle(image)}
                        onDoubleClick={() => !multiple && onSelect([image])}
                        className={`relative block w-full overflow-hidden rounded-md border-2 text-left text-xs ${
                          chosen ? "border-brand-600 ring-2 ring-brand-500" : "border-slate-200 dark:border-slate-700"
                        }`}
                      >
                        {chosen ? (
                          <span aria-hidden="true" className="absolute right-1 top-1 rounded bg-brand-600 px-1.5 py-0.5 font-semibold text-white">
                            ✓ Valittu
                          </span>
                        ) : null}
                        <img src={image.url} alt={image.alt} loading="lazy" className="aspect-square w-full bg-slate-100 object-contain dark:bg-slate-800" />
                        <span className="block truncate px-2 pt-1 font-medium">{image.filename}</span>
                        <span className="block px-2 pb-1 text-slate-600 dark:text-slate-400">
                          {formatFileSize(image.size)} · {image.width} × {image.height}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </div>

        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 p-4 dark:border-slate-700">
          {status.kind === "ready" && !q && status.totalPages > 1 ? (
            <nav aria-label="Kirjaston sivut" className="flex items-center gap-2">
              <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
                {T.previous}
              </button>
              <span className="text-sm">{T.page(page, status.totalPages)}</span>
              <button type="button" className="btn-secondary" disabled={page >= status.totalPages} onClick={() => setPage((n) => n + 1)}>
                {T.next}
              </button>
            </nav>
          ) : (
            <span />
          )}
          <div className="flex gap-3">
            <button type="button" className="btn-secondary" onClick={onClose}>
              {T.cancel}
            </button>
            <button type="button" className="btn-primary" disabled={selected.length === 0} onClick={() => onSelect(selected)}>
              {multiple && selected.length > 1 ? `${T.select} (${selected.length})` : T.select}
            </button>
          </div>
        </footer>
      </div>
    </dialog>,
    document.body,
  );
}
