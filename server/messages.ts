/** What the HTTP layer answers by itself, before any route runs. Finnish, as every text a visitor sees. */
export const HTTP_TEXTS = {
  crossOrigin: "Pyyntö hylättiin: väärä alkuperä.",
  tooLarge: "Lähetys on liian suuri.",
  badUrl: "Pyynnön osoite sisältää merkkejä, joita ei voi käsitellä.",
  badBody: "Pyynnön sisältö on virheellinen.",
  outdatedPage: "Sivu on vanhentunut. Lataa sivu uudelleen.",
  notFound: "Sivua ei löytynyt.",
  timeout: "Lähetys keskeytyi tai kesti liian kauan. Yritä uudelleen.",
  busy: "Sivustolla on juuri nyt ruuhkaa. Yritä hetken päästä uudelleen.",
  shuttingDown: "Palvelin käynnistyy uudelleen. Yritä hetken päästä uudelleen.",
  serverError: "Palvelimella tapahtui virhe. Yritä hetken päästä uudelleen.",
} as const;
