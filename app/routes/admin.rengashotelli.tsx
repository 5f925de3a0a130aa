import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLocation } from "@remix-run/react";
import { AdminTabHeader } from "~/components/layout/admin/AdminTabHeader";
import { HotelNav } from "~/features/tyre-hotel/components/HotelNav";
import { HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

/** The tab 'Rengashotelli': its sections' navigation over every page of the register. */
export default function TyreHotelLayout() {
  const { pathname } = useLocation();
  return (
    <div className="space-y-6">
      <div className="space-y-3 print:hidden">
        <AdminTabHeader title={T.title} />
        <HotelNav pathname={pathname} />
      </div>
      <Outlet />
    </div>
  );
}
