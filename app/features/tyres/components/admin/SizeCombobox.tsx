import { type KeyboardEvent, useId, useState } from "react";
import { TYRE_ADMIN_TEXTS as T } from "~/features/tyres/admin.rules";
import { type SizeOption, filterSizeOptions } from "~/features/tyres/admin-search.rules";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { comboboxInputProps, comboboxOptionId } from "~/components/ui/form/combobox";

type Props = {
  id: string;
  name: string;
  form?: string;
  options: readonly SizeOption[];
  defaultValue: string;
  describedBy?: string;
  invalid?: boolean;
  autoFocus?: boolean;
};

/**
 * The product form's size at 2,000 sizes. Without JavaScript a plain text field: the admin types the size
 * in any of its forms and the server finds it (or says it does not exist). With JavaScript an ARIA
 * combobox (WAI-ARIA APG, list autocomplete): typing filters the sizes, arrows move, Enter or a click picks
 * (one match is picked by Enter alone), Escape closes; the field then holds the size as '205/55R16'.
 */
export function SizeCombobox({ id, name, form, options, defaultValue, describedBy, invalid, autoFocus }: Props) {
  const hydrated = useHydrated();
  const listId = useId();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = hydrated ? filterSizeOptions(options, value) : [];
  const optionId = (index: number) => comboboxOptionId(listId, index);

  const choose = (option: SizeOption) => {
    setValue(option.fullSize);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === "Enter" && open) {
      // Enter picks instead of submitting while the list is open.
      const picked = active >= 0 ? matches[active] : matches.length === 1 ? matches[0] : undefined;
      if (picked) {
        event.preventDefault();
        choose(picked);
      }
    } else if (event.key === "Escape" && open) {
      // Handled here: the drawer around must not close as well.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        name={name}
        form={form}
        type="text"
        {...comboboxInputProps(hydrated, { listId, open, active })}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        autoFocus={autoFocus}
        required
        maxLength={100}
        placeholder="205/55R16"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="field"
      />
      {hydrated && open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={T.product.sizeOptionsLabel}
          className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900"
        >
          {matches.length === 0 ? (
            <li role="presentation" className="px-3 py-1.5 text-slate-600 dark:text-slate-400">
              {T.product.sizeNoMatch}
            </li>
          ) : (
            matches.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={active === index}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                className={`cursor-pointer px-3 py-1.5 ${active === index ? "bg-brand-600 text-white" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
