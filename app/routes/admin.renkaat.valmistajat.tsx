import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ManufacturerList } from "~/features/manufacturers/components/ManufacturerList";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { useTabLinks } from "~/features/manufacturers/components/links";
import { MANUFACTURER_TEXTS as T } from "~/features/manufacturers/rules";
import { listManufacturers } from "~/features/manufacturers/model.server";
import { adminLoader } from "~/services/guard.server";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadManufacturers);

async function loadManufacturers() {
  const rows = await listManufacturers();
  return {
    manufacturers: rows.map(({ id, name, country, logoUrl, website, description, productCount }) => ({
      id,
      name,
      country,
      logoUrl,
      website,
      description,
      productCount,
    })),
  };
}

/**
 * The manufacturers modal of the tyres tab ('Lisää/Poista Valmistajia'): the list with its count, and
 * above it the open form or delete confirmation (the nested routes uusi, :id/muokkaa, :id/poista).
 */
export default function ManufacturersDrawer() {
  const { manufacturers } = useLoaderData<typeof loader>();
  const to = useTabLinks();
  return (
    <AdminDrawer title={T.title} closeTo="/admin/renkaat">
      <div className="space-y-6">
        <Outlet />
        <ManufacturerList manufacturers={manufacturers} to={to} />
      </div>
    </AdminDrawer>
  );
}
