/**
 * What the /renkaat result line counts. The listing pages by sizes (20 a page) and never counts the whole
 * catalogue (that would cost a scan on every search), so the line says which sizes are shown and how many
 * tyres they have on this page, and only calls a number the total when there is a single page.
 */
export type ResultPage = { page: number; pageSize: number; sizesShown: number; tyresShown: number; hasNextPage: boolean };

const tyres = (count: number) => (count === 1 ? "1 rengas" : `${count} rengasta`);
const inSizes = (count: number) => (count === 1 ? "1 koossa" : `${count} koossa`);

export function resultCountText({ page, pageSize, sizesShown, tyresShown, hasNextPage }: ResultPage): string {
  if (tyresShown === 0) return "";
  if (page === 1 && !hasNextPage) return `${tyres(tyresShown)} ${inSizes(sizesShown)}`;
  const first = (page - 1) * pageSize + 1;
  const last = first + sizesShown - 1;
  const range = first === last ? `koko ${first}` : `koot ${first}–${last}`;
  const more = hasNextPage ? " Lisää kokoja seuraavalla sivulla." : "";
  return `Näytetään ${range} (${tyres(tyresShown)}).${more}`;
}
