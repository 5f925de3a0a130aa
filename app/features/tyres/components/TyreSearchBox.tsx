import { useLocation, useNavigate } from "@remix-run/react";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import {
  MIN_SUGGESTION_QUERY_LENGTH,
  SUGGESTION_DEBOUNCE_MS,
  type SizeSuggestion,
  normaliseTyreSize,
  suggestSizes,
} from "~/lib/tyre-size";
import { loadTyreSizes } from "./size-list";

type Variant = "header" | "menu" | "hero";

const STYLES: Record<Variant, { form: string; input: string; button: string }> = {
  header: { form: "w-full max-w-xs", input: "py-1.5", button: "btn-primary px-3 py-1.5" },
  menu: { form: "w-full", input: "", button: "btn-primary" },
  hero: { form: "w-full max-w-xl", input: "py-3 text-base", button: "btn-primary px-6 text-base" },
};

/**
 * Tyre size search (header, mobile menu, hero, /renkaat). Without JavaScript it is a plain GET form to
 * /renkaat whose loader normalises what was typed. With JavaScript it is a combobox: suggestions from
 * the catalogue after a pause in typing, arrow keys to highlight, Enter to pick, Escape to close, and
 * submitting goes straight to /renkaat?search=<normalised size>.
 */
export function TyreSearchBox({ variant }: { variant: "header" | "menu" | "hero" }) {
  const location = useLocation();
  // On /renkaat the box shows the current search; a new search remounts it with the new value.
  const current = location.pathname === "/renkaat" ? (new URLSearchParams(location.search).get("search") ?? "") : "";
  return <SizeCombobox key={current} variant={variant} initialValue={current} />;
}

function SizeCombobox({ variant, initialValue }: { variant: Variant; initialValue: string }) {
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [value, setValue] = useState(initialValue);
  const [suggestions, setSuggestions] = useState<SizeSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  // Submit is disabled for an empty input only once JavaScript runs; the server form always submits.
  const [hydrated, setHydrated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(initialValue);

  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(timer.current);
  }, []);

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };

  const onInput = (next: string) => {
    setValue(next);
    latest.current = next;
    clearTimeout(timer.current);
    if (next.trim().length < MIN_SUGGESTION_QUERY_LENGTH) {
      setSuggestions([]);
      close();
      return;
    }
    timer.current = setTimeout(async () => {
      const sizes = await loadTyreSizes();
      if (latest.current !== next) return; // typed on while the list loaded
      const found = suggestSizes(next, sizes);
      setSuggestions(found);
      setHighlighted(-1);
      setOpen(found.length > 0);
    }, SUGGESTION_DEBOUNCE_MS);
  };

  const search = (text: string) => {
    const size = normaliseTyreSize(text);
    if (size === "") return;
    clearTimeout(timer.current);
    close();
    navigate(`/renkaat?search=${encodeURIComponent(size)}`);
  };

  const pick = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setValue(suggestion.size);
    latest.current = suggestion.size;
    search(suggestion.size);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === "ArrowDown";
      if (!open) {
        setOpen(true);
        setHighlighted(down ? 0 : count - 1);
        return;
      }
      // Moving past either end returns to "none" (-1), i.e. back to what was typed.
      setHighlighted((index) => (down ? (index + 1 >= count ? -1 : index + 1) : index - 1 < -1 ? count - 1 : index - 1));
    } else if (event.key === "Enter" && open && highlighted >= 0) {
      event.preventDefault();
      pick(highlighted);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
  };

  const styles = STYLES[variant];
  const expanded = open && suggestions.length > 0;
  return (
    <form
      method="get"
      action="/renkaat"
      role="search"
      aria-label="Rengashaku"
      onSubmit={onSubmit}
      className={`relative flex gap-2 ${styles.form}`}
      data-variant={variant}
    >
      <label htmlFor={inputId} className="sr-only">
        Hae rengaskoolla
      </label>
      <div className="relative min-w-0 flex-1">
        <input
          id={inputId}
          name="search"
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="205/55R16"
          value={value}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(suggestions.length > 0)}
          onBlur={close}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
          className={`field ${styles.input}`}
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Rengaskokoehdotukset"
          hidden={!expanded}
          // Keep focus in the input while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute left-0 right-0 top-full z-40 mt-1 max-h-80 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.size}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              onClick={() => pick(index)}
              onMouseEnter={() => setHighlighted(index)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${
                index === highlighted ? "bg-brand-50 text-brand-900 dark:bg-slate-700 dark:text-white" : ""
              }`}
            >
              <span className="font-semibold">{suggestion.size}</span>
              {suggestion.typed ? (
                <span className="truncate text-xs text-slate-500 dark:text-slate-400">
                  <span className="sr-only">, kirjoitettu </span>
                  {suggestion.typed}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className={styles.button} disabled={hydrated && value.trim() === ""}>
        Hae
      </button>
      <p className="sr-only" aria-live="polite">
        {expanded ? `${suggestions.length} kokoehdotusta. Valitse nuolinäppäimillä ja Enterillä.` : ""}
      </p>
    </form>
  );
}
