/** The tyre tab's drawers' shared work. */
import { getSize } from "./admin.model.server";
import { TYRE_ADMIN_TEXTS as T } from "./admin.rules";
import { parseDatabaseId } from "~/lib/database-id";
import { notFound } from "./components/admin/DrawerError";

/** The size a drawer's address names, or the drawers' 404 (an unknown or malformed id). */
export async function requireSize(sizeIdParam: string | undefined) {
  const id = parseDatabaseId(sizeIdParam);
  const size = id === null ? null : await getSize(id);
  if (!size) throw notFound(T.errors.sizeNotFound);
  return size;
}
