import { type ComponentProps, Suspense, lazy } from "react";
import { TyreSizeListNow } from "./TyreSizeList.server";
import type { TyreSizeList as View } from "./TyreSizeListView";

/*
 * The listing of several sizes (decision 0029) is one of the two views of /renkaat; a search for one
 * size never shows it, so the browser fetches its code only when this view is shown (decision 0040).
 * The server renders it in place (the `.server` module is empty in the browser build), so the HTML with
 * and without JavaScript is unchanged; hydrating, the boundary keeps the server's HTML until the code
 * has arrived. A client-side navigation to this view shows it once the code has loaded.
 */
const LazyTyreSizeList = lazy(() => import("./TyreSizeListView"));

export function TyreSizeList(props: ComponentProps<typeof View>) {
  const View = TyreSizeListNow ?? LazyTyreSizeList;
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
