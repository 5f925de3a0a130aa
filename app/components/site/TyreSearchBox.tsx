// STUB (owned by the tyre-search work): replaced by the real search box with suggestions.
export function TyreSearchBox({ variant }: { variant: "header" | "menu" | "hero" }) {
  return (
    <form method="get" action="/renkaat" role="search" data-variant={variant}>
      <input name="search" placeholder="205/55R16" aria-label="Hae rengaskoolla" className="field" />
      <button type="submit">Hae</button>
    </form>
  );
}
