/**
 * The ARIA combobox attributes of a text input whose list opens below it. Only once React runs: before
 * that the input is a plain field (the server resolves what was typed).
 */
export function comboboxInputProps(hydrated: boolean, { listId, open, active }: { listId: string; open: boolean; active: number }) {
  if (!hydrated) return {};
  return {
    role: "combobox",
    "aria-expanded": open,
    "aria-controls": listId,
    "aria-autocomplete": "list" as const,
    "aria-activedescendant": open && active >= 0 ? comboboxOptionId(listId, active) : undefined,
  };
}

/** The id of a combobox's option `index`. */
export const comboboxOptionId = (listId: string, index: number) => `${listId}-option-${index}`;
