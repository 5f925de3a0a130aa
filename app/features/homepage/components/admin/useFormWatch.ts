import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * The form's values as one comparable string: files by name and size. Empty values are left out, so an
 * input that exists only before hydration (ImageField's no-JS picker sends `image__pick=`) is no change;
 * emptying a field still is (its value is gone).
 */
function snapshot(form: HTMLFormElement, ignore: readonly string[]): string {
  const entries: string[] = [];
  for (const [name, value] of new FormData(form)) {
    if (name === "intent" || ignore.includes(name)) continue;
    if (typeof value === "string") {
      if (value !== "") entries.push(`${name}=${value}`);
    } else if (value.size > 0) entries.push(`${name}=file:${value.name}:${value.size}`);
  }
  return entries.join("\n");
}

/**
 * The editor's dirty flag (spec: set on any edit, cleared after a successful save): whether the form's
 * values differ from what it showed when it mounted. Typing, ticking, choosing a file and picking from
 * the library (hidden inputs that appear or change) all count. `onChange` hears about every change (the
 * live preview). Runs only in the browser: without JavaScript nothing is ever dirty and the save button
 * stays enabled. A successful save remounts the form (its key), which starts a clean baseline.
 */
export function useFormWatch(
  form: RefObject<HTMLFormElement>,
  options: { ignore?: readonly string[]; onChange?: (form: HTMLFormElement) => void } = {},
): boolean {
  const [dirty, setDirty] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const ignoreKey = (options.ignore ?? []).join("\n");

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const ignored = () => ignoreKey.split("\n");
    const baseline = snapshot(element, ignored());
    let last = baseline;
    const check = () => {
      const now = snapshot(element, ignored());
      if (now === last) return; // a mutation that changed no value (and never a render loop)
      last = now;
      setDirty(now !== baseline);
      latest.current.onChange?.(element);
    };
    element.addEventListener("input", check);
    element.addEventListener("change", check);
    const observer = new MutationObserver(check);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ["value", "name", "disabled", "checked"] });
    return () => {
      element.removeEventListener("input", check);
      element.removeEventListener("change", check);
      observer.disconnect();
    };
  }, [form, ignoreKey]);

  return dirty;
}
