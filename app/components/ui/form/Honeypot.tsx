import { useId } from "react";
import { HONEYPOT_FIELD } from "~/lib/honeypot";

/** A field people never see or fill in; bots that fill every field give themselves away. */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Jätä tämä kenttä tyhjäksi</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
