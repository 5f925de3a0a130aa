// STUB (owned by the newsletter work): the header, menu and footer subscribe forms.
export function NewsletterForm({ variant: _variant }: { variant: "header" | "menu" | "footer" }) {
  return null;
}
