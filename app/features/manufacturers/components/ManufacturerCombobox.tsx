import { type KeyboardEvent, useId, useState } from "react";
import { TYRE_ADMIN_TEXTS as T, comboboxEnter, filterManufacturers, isNewManufacturer } from "~/features/tyres/admin.rules";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { comboboxInputProps, comboboxOptionId } from "~/components/ui/form/combobox";

type Props = {
  id: string;
  name: string;
  form?: string;
  names: readonly string[];
  defaultValue: string;
  describedBy?: string;
  invalid?: boolean;
  autoFocus?: boolean;
};

const MAX_OPTIONS = 50;

/**
 * The product form's manufacturer. Without JavaScript a text input with a `<datalist>` of the known
 * manufacturers. With JavaScript an ARIA combobox: a filtered listbox, arrows to move, Enter to pick
 * (exactly one match picks it; no match offers 'Luo uusi valmistaja "x"'), Escape to close. A name not in
 * the list shows 'Valmistaja "x" lisätään automaattisesti' (the server renders it too after an error).
 */
export function ManufacturerCombobox({ id, name, form, names, defaultValue, describedBy, invalid, autoFocus }: Props) {
  const hydrated = useHydrated();
  const listId = useId();
  const noticeId = `${id}-notice`;
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const matches = filterManufacturers(names, value).slice(0, MAX_OPTIONS);
  const typed = value.trim();
  const offerCreate = typed !== "" && matches.length === 0;
  // The options as shown: the matches, or the single 'create' offer.
  const optionCount = offerCreate ? 1 : matches.length;
  const optionId = (index: number) => comboboxOptionId(listId, index);
  const isNew = isNewManufacturer(names, value);

  const choose = (chosen: string) => {
    setValue(chosen);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      if (optionCount === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + optionCount) % optionCount);
    } else if (event.key === "Enter" && open) {
      // Enter picks instead of submitting while the list is open.
      event.preventDefault();
      const highlighted = active >= 0 && !offerCreate ? (matches[active] ?? null) : null;
      const result = comboboxEnter(names, value, highlighted);
      if (result.kind !== "none") choose(result.name);
    } else if (event.key === "Escape" && open) {
      // Handled here: the drawer around must not close as well.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const describedByAll = [describedBy, isNew ? noticeId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className="relative">
      {/* One input throughout: a datalist before JavaScript runs, the combobox roles after. */}
      <input
        id={id}
        name={name}
        form={form}
        type="text"
        list={hydrated ? undefined : listId}
        {...comboboxInputProps(hydrated, { listId, open, active })}
        aria-invalid={invalid || undefined}
        aria-describedby={describedByAll}
        autoComplete="off"
        autoFocus={autoFocus}
        required
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
      {hydrated ? null : (
        <datalist id={listId}>
          {names.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
      {hydrated && open && optionCount > 0 ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={T.product.manufacturer}
          className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900"
        >
          {offerCreate ? (
            <Option id={optionId(0)} active={active === 0} onPick={() => choose(typed)}>
              {T.product.createManufacturer(typed)}
            </Option>
          ) : (
            matches.map((match, index) => (
              <Option key={match} id={optionId(index)} active={active === index} onPick={() => choose(match)}>
                {match}
              </Option>
            ))
          )}
        </ul>
      ) : null}
      <p id={noticeId} role="status" className="mt-1 text-sm text-sky-800 dark:text-sky-300" data-testid="manufacturer-notice">
        {isNew ? T.product.manufacturerNotice(typed) : null}
      </p>
    </div>
  );
}

function Option({ id, active, onPick, children }: { id: string; active: boolean; onPick: () => void; children: string }) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // mousedown, not click: the input's blur would close the list first.
      onMouseDown={(event) => {
        event.preventDefault();
        onPick();
      }}
      className={`cursor-pointer px-3 py-1.5 ${active ? "bg-brand-600 text-white" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
    >
      {children}
    </li>
  );
}
