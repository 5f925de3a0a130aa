/** A field people never see or fill in; bots that fill every field give themselves away. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${name}`}>Jätä tämä kenttä tyhjäksi</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
