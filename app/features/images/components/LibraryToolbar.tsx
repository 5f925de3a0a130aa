import { Form, useSubmit } from "@remix-run/react";
import { IMAGE_CATEGORIES, IMAGE_CATEGORY_LABELS, IMAGE_TEXTS, LIBRARY_PARAMS, type LibraryQuery } from "~/features/images/rules";

/**
 * Search and category filter of the library page: a GET form, so Enter in the search box (or 'Hae')
 * searches with or without JavaScript and the result has a URL. With JavaScript a new category applies
 * at once.
 */
export function LibraryToolbar({ query }: { query: LibraryQuery }) {
  const submit = useSubmit();
  return (
    <Form method="get" role="search" aria-label="Hae kuvia" className="flex flex-wrap items-end gap-3">
      <div className="min-w-[14rem] flex-1">
        <label htmlFor="library-search" className="block text-sm font-medium">
          Hae kuvia
        </label>
        <input
          id="library-search"
          name={LIBRARY_PARAMS.q}
          type="search"
          defaultValue={query.q}
          placeholder="Tiedostonimi tai alt-teksti"
          className="field mt-1"
        />
      </div>
      <div>
        <label htmlFor="library-category" className="block text-sm font-medium">
          Kategoria
        </label>
        <select
          id="library-category"
          name={LIBRARY_PARAMS.category}
          defaultValue={query.category ?? ""}
          onChange={(event) => submit(event.currentTarget.form)}
          className="field mt-1"
        >
          <option value="">{IMAGE_TEXTS.allCategories}</option>
          {IMAGE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {IMAGE_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Hae
      </button>
    </Form>
  );
}
