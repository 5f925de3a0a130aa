import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";

/** A form kept when the session ended (app/services/pending-form.server.ts), as the admin layout gives it. */
export type RestoredForm = { path: string; fields: [string, string][]; filesDropped: boolean };

export const RESTORED_FORM_TEXTS = {
  notice: "Lomakkeelle palautettiin tallentamattomat muutoksesi. Tarkista ne ja tallenna.",
  filesDropped: "Valitsemasi tiedostot on valittava uudelleen.",
};

/** The kept form for the page being shown, or null (read from the admin layout's data). */
export function useRestoredForm(): RestoredForm | null {
  const data = useRouteLoaderData<{ restoredForm: RestoredForm | null }>("routes/admin");
  const { pathname } = useLocation();
  const restored = data?.restoredForm ?? null;
  return restored && restored.path === pathname ? restored : null;
}

/**
 * A form's values with the kept ones laid over them: each known key takes the kept text (a key sent
 * several times becomes a list when the form's value is a list). Keys the form does not have are ignored.
 */
export function withRestoredValues<V extends Record<string, unknown>>(values: V, restored: RestoredForm | null): V {
  if (!restored) return values;
  const result: Record<string, unknown> = { ...values };
  for (const key of Object.keys(values)) {
    const sent = restored.fields.filter(([name]) => name === key).map(([, value]) => value);
    if (sent.length === 0) continue;
    result[key] = Array.isArray(values[key]) ? sent : sent[0];
  }
  return result as V;
}

/**
 * Says the kept edits are back and, with JavaScript, fills them into any form of the page posting to
 * this page that did not lay them over its own values (forms that did render them without JavaScript too).
 */
export function RestoredFormNotice() {
  const restored = useRestoredForm();
  useEffect(() => {
    if (restored) fillForms(restored);
  }, [restored]);
  if (!restored) return null;
  return (
    // Fixed above the drawers (z-40), where the restored form usually is.
    <p role="status" className="fixed inset-x-4 top-2 z-50 mx-auto max-w-xl rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 shadow-lg dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100" data-testid="restored-form">
      {RESTORED_FORM_TEXTS.notice}
      {restored.filesDropped ? ` ${RESTORED_FORM_TEXTS.filesDropped}` : ""}
    </p>
  );
}

function fillForms(restored: RestoredForm) {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[method=post]")) {
    if (new URL(form.action, window.location.href).pathname !== restored.path || form.dataset.restored === "1") continue;
    form.dataset.restored = "1";
    const byName = new Map<string, string[]>();
    for (const [name, value] of restored.fields) byName.set(name, [...(byName.get(name) ?? []), value]);
    for (const [name, values] of byName) {
      const elements = [...form.elements].filter(
        (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement => "name" in element && (element as HTMLInputElement).name === name,
      );
      elements.forEach((element, index) => {
        if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
          setChecked(element, values.includes(element.value));
        } else if (!(element instanceof HTMLInputElement && (element.type === "file" || element.type === "hidden")) && values[index] !== undefined) {
          setValue(element, values[index]);
        }
      });
    }
  }
}

/** Sets a value so React's own change handling sees it (controlled inputs keep it). */
function setValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  if (element.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
  setter?.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

function setChecked(element: HTMLInputElement, checked: boolean) {
  if (element.checked === checked) return;
  element.click();
}
