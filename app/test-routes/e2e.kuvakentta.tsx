import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ImageField } from "~/features/images/components/ImageField";
import { loadImageChoices } from "~/features/images/model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { readUploadForm, resolveImageFields } from "~/features/images/image-fields.server";

/**
 * A bare form with two ImageFields (one image, a gallery) for the browser tests of the field itself:
 * the action resolves them with resolveImageFields and shows the result. Only in the test build
 * (remix.config.js).
 */
const FIELDS = [
  { name: "thumbnail", category: "product" as const },
  { name: "gallery", category: "product" as const, multiple: true },
];

function assertTestRoutes() {
}

export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, async () => {
    assertTestRoutes();
    return { choices: await loadImageChoices("product") };
  });

export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ request }) => {
    assertTestRoutes();
    const resolved = await resolveImageFields(await readUploadForm(request), FIELDS);
    return data(resolved, { status: Object.keys(resolved.errors).length ? 400 : 200 });
  });

export default function ImageFieldDemo() {
  const { choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const thumbnail = result?.values.thumbnail;
  const gallery = result?.values.gallery;
  return (
    <main className="mx-auto max-w-4xl space-y-6 p-6">
      <h1 className="text-2xl font-bold">Kuvakentän testi</h1>
      {/* The fields take the stored addresses of a result as their new values. */}
      <Form method="post" encType="multipart/form-data" className="space-y-6">
        <ImageField
          name="thumbnail"
          label="Pikkukuva"
          category="product"
          defaultValue={typeof thumbnail === "string" ? thumbnail : null}
          choices={choices}
          error={result?.errors.thumbnail}
        />
        <ImageField
          name="gallery"
          label="Galleria"
          category="product"
          multiple
          defaultValue={Array.isArray(gallery) ? gallery : []}
          choices={choices}
          error={result?.errors.gallery}
        />
        <button type="submit" className="btn-primary">
          Tallenna
        </button>
      </Form>
      {result ? <output data-testid="image-field-result">{JSON.stringify(result.values)}</output> : null}
    </main>
  );
}
