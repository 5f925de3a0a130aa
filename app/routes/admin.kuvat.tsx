import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { Link, Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ImageGrid } from "~/features/images/components/ImageGrid";
import { ImageUploadForm } from "~/features/images/components/ImageUploadForm";
import { LibraryError } from "~/features/images/components/LibraryError";
import { LibraryPager } from "~/features/images/components/LibraryPager";
import { LibraryToolbar } from "~/features/images/components/LibraryToolbar";
import { IMAGE_TEXTS as T, librarySearch, parseLibraryQuery } from "~/features/images/rules";
import { imageAltSchema, imageUploadSchema } from "~/features/images/schema";
import { listImages, saveImage, toLibraryImage, updateImageAlt } from "~/features/images/model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { processUpload, readUploadForm } from "~/services/images.server";
import { redirectWithToast } from "~/services/toast.server";
import { GeneralErrorBoundary } from "~/components/ui/GeneralErrorBoundary";
import { parseDatabaseId } from "~/lib/database-id";

export const meta: MetaFunction = () => [{ title: `${T.title} – Ylläpito` }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadLibrary);

async function loadLibrary({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = parseLibraryQuery(url.searchParams);
  // One address per view: the search form's empty fields (…&kategoria=) and unknown values are dropped.
  const canonical = librarySearch(query);
  if (url.search !== canonical) throw redirect(`/admin/kuvat${canonical}`);
  const page = await listImages({ page: query.page, category: query.category, q: query.q });
  return {
    query: { ...query, page: page.page },
    images: page.images.map(toLibraryImage),
    total: page.total,
    totalPages: page.totalPages,
    // Changes when an upload lands, so the upload form starts empty again.
    newestId: page.page === 1 && !query.q && !query.category ? (page.images[0]?.id ?? 0) : null,
  };
}

type ActionResult =
  | { intent: "upload"; result: SubmissionResult<string[]> }
  | { intent: "alt"; id: number; result: SubmissionResult<string[]> }
  | { intent: "unknown"; error: string };

export const action = (args: ActionFunctionArgs) => adminAction(args, libraryAction);

async function libraryAction({ request }: ActionFunctionArgs) {
  const form = await readUploadForm(request);
  const intent = form.get("intent");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };

  if (intent === "upload") {
    const submission = parseWithZod(form, { schema: imageUploadSchema });
    if (submission.status !== "success") return data<ActionResult>({ intent: "upload", result: submission.reply() }, { status: 400 });
    const { image, alt, category } = submission.value;
    // The file's content decides, not its name or type: the same check as every upload.
    const result = await processUpload(image);
    if (!result.ok) {
      return data<ActionResult>({ intent: "upload", result: submission.reply({ fieldErrors: { image: [result.error] } }) }, { status: 400 });
    }
    await saveImage({ ...result.image, alt, category });
    return redirectWithToast("/admin/kuvat", { type: "success", message: T.uploaded });
  }

  if (intent === "alt") {
    const id = parseDatabaseId(text("id"));
    const back = `/admin/kuvat${new URL(request.url).search}`;
    if (id === null) return redirectWithToast(back, { type: "error", message: T.notFound });
    const submission = parseWithZod(form, { schema: imageAltSchema });
    if (submission.status !== "success") return data<ActionResult>({ intent: "alt", id, result: submission.reply() }, { status: 400 });
    if (!(await updateImageAlt(id, submission.value.alt))) return redirectWithToast(back, { type: "error", message: T.notFound });
    return redirectWithToast(back, { type: "success", message: T.altSaved });
  }

  return data<ActionResult>({ intent: "unknown", error: "Tuntematon toiminto" }, { status: 400 });
}

/** The image library (Kuvapankki): upload, search, filter, page, edit alt texts and delete. */
export default function ImageLibraryPage() {
  const { query, images, total, totalPages, newestId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const upload = result?.intent === "upload" ? result.result : undefined;
  const altResult = result?.intent === "alt" ? result : undefined;
  const filtered = query.q !== "" || query.category !== null;
  return (
    <>
      <div className="space-y-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-2xl font-bold">{T.title}</h2>
          <Link to="/admin/asetukset" className="text-sm underline">
            ← Asetukset
          </Link>
        </div>
        <ImageUploadForm key={newestId ?? "filtered"} lastResult={upload} defaultCategory={query.category ?? "general"} />
        <section aria-labelledby="library-title" className="card space-y-4">
          <h3 id="library-title" className="text-lg font-semibold">
            Kuvat
          </h3>
          <LibraryToolbar query={query} />
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="library-total" aria-live="polite">
            {total === 1 ? "1 kuva" : `${total} kuvaa`}
            {filtered ? " hakuehdoilla" : ""}
          </p>
          {images.length === 0 ? (
            <p className="py-8 text-center text-slate-600 dark:text-slate-400">{T.empty}</p>
          ) : (
            <ImageGrid images={images} search={search} altResult={altResult} />
          )}
          <LibraryPager query={query} page={query.page} totalPages={totalPages} />
        </section>
      </div>
      {/* The delete confirmation opens over the library (admin.kuvat.$id.poista). */}
      <Outlet />
    </>
  );
}

/** The library could not be read (the database failed): the spec's message and a retry. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 413: () => <LibraryFailed tooLarge /> }}
      defaultStatusHandler={() => <LibraryFailed tooLarge={false} />}
      unexpectedErrorHandler={() => <LibraryFailed tooLarge={false} />}
    />
  );
}

/** The library could not be read, or an upload was over the size limit before any form could say so. */
function LibraryFailed({ tooLarge }: { tooLarge: boolean }) {
  const { search } = useLocation();
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{T.title}</h2>
      {tooLarge ? (
        <p role="alert" className="card font-medium text-red-800 dark:text-red-300">
          {T.sizeError}
        </p>
      ) : null}
      <LibraryError params={[...new URLSearchParams(search).entries()]} />
    </div>
  );
}
