import type { LoaderFunctionArgs } from "@remix-run/node";
import { photoResponse } from "~/features/tyre-hotel/photos.server";
import { parseDatabaseId } from "~/lib/database-id";
import { adminLoader } from "~/services/guard.server";

/** A set's photo, only to a signed-in admin; private and never stored by a cache. */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ params }) => photoResponse(parseDatabaseId(params.photoId)));
