import { Link } from "@remix-run/react";
import { IMAGE_TEXTS, type LibraryQuery, librarySearch } from "~/features/images/rules";

type Props = { query: LibraryQuery; page: number; totalPages: number };

/** 'Edellinen' / 'Sivu x / y' / 'Seuraava' as plain links, so paging works without JavaScript. */
export function LibraryPager({ query, page, totalPages }: Props) {
  if (totalPages <= 1) return null;
  const disabled = "btn-secondary pointer-events-none opacity-50";
  return (
    <nav aria-label="Kuvapankin sivut" className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={`/admin/kuvat${librarySearch({ ...query, page: page - 1 })}`} className="btn-secondary" rel="prev">
          {IMAGE_TEXTS.previous}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {IMAGE_TEXTS.previous}
        </span>
      )}
      <span className="text-sm" aria-current="page">
        {IMAGE_TEXTS.page(page, totalPages)}
      </span>
      {page < totalPages ? (
        <Link to={`/admin/kuvat${librarySearch({ ...query, page: page + 1 })}`} className="btn-secondary" rel="next">
          {IMAGE_TEXTS.next}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {IMAGE_TEXTS.next}
        </span>
      )}
    </nav>
  );
}
