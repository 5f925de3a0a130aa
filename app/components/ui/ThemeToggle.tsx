import { useFetcher, useLocation } from "@remix-run/react";
import { type Theme, otherTheme } from "~/lib/theme";

/** A real form: without JavaScript it posts and redirects back; with it the switch is instant. */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get("theme");
  const shown: Theme = pending === "dark" || pending === "light" ? pending : theme;
  const next = otherTheme(shown);
  return (
    <fetcher.Form method="post" action="/teema" className="inline">
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className="rounded-md px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
        data-testid="theme-toggle"
      >
        <span aria-hidden="true">{next === "dark" ? "🌙" : "☀️"}</span> {next === "dark" ? "Tumma teema" : "Vaalea teema"}
      </button>
    </fetcher.Form>
  );
}
