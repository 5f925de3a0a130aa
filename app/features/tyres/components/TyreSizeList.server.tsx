/** The size summaries rendered in place on the server (TyreSizeList.tsx); an empty module in the browser. */
export { TyreSizeList as TyreSizeListNow } from "./TyreSizeListView";
