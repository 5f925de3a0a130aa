import { IMAGE_TEXTS } from "~/features/images/rules";

/**
 * The library could not be read: the spec's message and 'Yritä uudelleen', a GET form to the same
 * address (so it reloads with or without JavaScript and keeps the search and page).
 */
export function LibraryError({ params }: { params: [string, string][] }) {
  return (
    <div role="alert" className="card space-y-3 border-red-300 dark:border-red-800">
      <p className="font-medium text-red-800 dark:text-red-300">{IMAGE_TEXTS.loadFailedUser}</p>
      <form method="get">
        {params.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn-primary">
          {IMAGE_TEXTS.retry}
        </button>
      </form>
    </div>
  );
}
