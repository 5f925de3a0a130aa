import { useFetcher, useLocation } from "@remix-run/react";
import { MoonIcon, SunIcon } from "~/components/ui/icons";

const buttonClass =
  "items-center gap-1.5 rounded-md px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800";

/**
 * A real form: without JavaScript it posts and redirects back; with it the page switches in place. Both
 * choices are rendered and CSS shows the one that fits what is on screen, because without a stored
 * choice only the browser knows the OS preference (the `dark:` variant follows it). Icons are SVG, not
 * emoji, which a phone without an emoji font shows as a box; on narrow screens only the icon shows and
 * the text stays the button's name.
 */
export function ThemeToggle() {
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/teema" className="inline" data-testid="theme-toggle">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" name="theme" value="dark" className={`${buttonClass} inline-flex dark:hidden`} title="Tumma teema">
        <MoonIcon className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">Tumma teema</span>
      </button>
      <button type="submit" name="theme" value="light" className={`${buttonClass} hidden dark:inline-flex`} title="Vaalea teema">
        <SunIcon className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">Vaalea teema</span>
      </button>
    </fetcher.Form>
  );
}
