import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "~/components/ui/icons";
import type { NavGroup } from "./nav-items";

/**
 * A menu of links built on <details>: it opens with click, Enter or Space even without JavaScript.
 * With JavaScript it also closes on Escape, on a click outside and after navigating.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const active = group.items.some((item) => location.pathname === item.to);

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!open || !details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <details ref={ref} className="group relative" onToggle={(event) => setOpen(event.currentTarget.open)} data-testid={`nav-${group.id}`}>
      <summary
        aria-expanded={open}
        className={`flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold transition hover:bg-slate-100 hover:text-brand-600 dark:hover:bg-slate-800 dark:hover:text-red-400 [&::-webkit-details-marker]:hidden ${
          active ? "text-brand-600 dark:text-red-400" : "text-slate-700 dark:text-slate-200"
        }`}
      >
        {group.label}
        <ChevronDownIcon className="h-4 w-4 transition group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 top-full z-50 mt-2 min-w-52 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-xl ring-1 ring-black/5 dark:border-slate-700 dark:bg-slate-900">
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `block px-4 py-2.5 text-sm transition hover:bg-slate-50 dark:hover:bg-slate-800 ${
                  isActive ? "font-semibold text-brand-600 dark:text-red-400" : "text-slate-700 dark:text-slate-200"
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
