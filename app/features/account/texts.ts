/** The admin's own account page ('Oma tili') and the two-factor set-up: every text the admin reads. */
export const ACCOUNT_TEXTS = {
  title: "Oma tili",
  metaTitle: "Oma tili – Ylläpito",
  intro: (username: string) => `Kirjautunut käyttäjänä ${username}.`,

  // Vaihda salasana
  passwordTitle: "Vaihda salasana",
  currentPassword: "Nykyinen salasana",
  newPassword: "Uusi salasana",
  confirmPassword: "Uusi salasana uudelleen",
  passwordHelp: (min: number) => `Vähintään ${min} merkkiä. Yleisiä tai vuotaneita salasanoja, käyttäjätunnusta ja liikkeen nimeä ei hyväksytä.`,
  changePassword: "Vaihda salasana",
  changingPassword: "Vaihdetaan...",
  currentRequired: "Kirjoita nykyinen salasanasi.",
  newRequired: "Kirjoita uusi salasana.",
  confirmRequired: "Kirjoita uusi salasana uudelleen.",
  mismatch: "Salasanat eivät täsmää.",
  sameAsCurrent: "Uusi salasana on sama kuin nykyinen. Valitse eri salasana.",
  wrongPassword: "Nykyinen salasana on väärä.",
  tooManyAttempts: "Liian monta väärää salasanaa. Yritä uudelleen 15 minuutin kuluttua.",
  busy: "Salasanan tarkistus on juuri nyt ruuhkautunut. Yritä hetken päästä uudelleen.",
  passwordChanged: "Salasana vaihdettu. Muut kirjautumiset kirjattiin ulos.",

  // Kaksivaiheinen tunnistautuminen
  twoFactorTitle: "Kaksivaiheinen tunnistautuminen",
  twoFactorOff:
    "Kaksivaiheinen tunnistautuminen ei ole käytössä. Kun se on käytössä, kirjautuminen vaatii salasanan lisäksi puhelimen todennussovelluksen (esim. Google Authenticator, Microsoft Authenticator tai 1Password) koodin.",
  enable: "Ota käyttöön",
  twoFactorOn: "Kaksivaiheinen tunnistautuminen on käytössä.",
  recoveryLeft: (count: number) => (count === 1 ? "Käyttämättömiä varakoodeja on jäljellä 1." : `Käyttämättömiä varakoodeja on jäljellä ${count}.`),
  recoveryLow: "Varakoodit ovat vähissä: luo uudet.",
  renewCodes: "Luo uudet varakoodit",
  renewingCodes: "Luodaan...",
  renewHelp: "Vanhat varakoodit lakkaavat toimimasta.",
  codesRenewed: "Uudet varakoodit luotu. Vanhat eivät enää toimi.",
  disableTitle: "Poista käytöstä",
  disableHelp: "Vahvista salasanallasi ja todennussovelluksen koodilla (tai varakoodilla).",
  disable: "Poista käytöstä",
  disabling: "Poistetaan...",
  password: "Salasana",
  code: "Vahvistuskoodi tai varakoodi",
  codeRequired: "Kirjoita todennussovelluksen kuusinumeroinen koodi tai varakoodi.",
  wrongCode: "Väärä tai jo käytetty vahvistuskoodi.",
  requiredByShop: "Kaksivaiheinen tunnistautuminen on pakollinen kaikille ylläpitäjille, joten sitä ei voi poistaa käytöstä.",
  notOn: "Kaksivaiheinen tunnistautuminen ei ole käytössä.",
  disabled: "Kaksivaiheinen tunnistautuminen poistettu käytöstä.",

  // Varakoodit
  codesTitle: "Varakoodit",
  codesNote:
    "Kirjoita varakoodit muistiin tai tulosta ne ja säilytä ne turvallisessa paikassa. Ne näytetään vain tämän kerran. Jos puhelin katoaa, kirjaudut varakoodilla; kukin koodi toimii kerran.",
  print: "Tulosta",

  // Kirjautumiset
  sessionsTitle: "Kirjautumiset",
  sessionsIntro: "Tämän tilin voimassa olevat kirjautumiset. Kirjautuminen päättyy 2 tunnin käyttämättömyyden jälkeen ja viimeistään 12 tuntia kirjautumisesta.",
  device: "Laite",
  address: "Osoite",
  started: "Kirjautunut",
  lastSeen: "Viimeksi käytetty",
  thisDevice: "Tämä laite",
  signOut: "Kirjaa ulos",
  signOutNamed: (device: string) => `Kirjaa ulos: ${device}`,
  signOutOthers: "Kirjaa ulos kaikki muut",
  signingOut: "Kirjataan ulos...",
  signedOut: "Kirjautuminen kirjattiin ulos.",
  sessionGone: "Kirjautumista ei löytynyt: se on jo päättynyt.",
  ownSession: "Tämän laitteen kirjautuminen päätetään Kirjaudu ulos -painikkeella.",
  othersSignedOut: (count: number) => (count === 1 ? "1 muu kirjautuminen kirjattiin ulos." : `${count} muuta kirjautumista kirjattiin ulos.`),
  noOthers: "Muita kirjautumisia ei ole.",
  unknownAddress: "Tuntematon",

  badRequest: "Pyyntöä ei tunnistettu.",
} as const;

export const SETUP_TEXTS = {
  title: "Ota kaksivaiheinen tunnistautuminen käyttöön",
  metaTitle: "Kaksivaiheinen tunnistautuminen – Ylläpito",
  required:
    "Ylläpitäjät ovat vaatineet kaksivaiheisen tunnistautumisen kaikilta ylläpitäjiltä. Ota se käyttöön jatkaaksesi, tai kirjaudu ulos.",
  logout: "Kirjaudu ulos",
  step1: "1. Avaa puhelimen todennussovellus (esim. Google Authenticator, Microsoft Authenticator tai 1Password) ja skannaa QR-koodi.",
  qrLabel: "QR-koodi todennussovellukseen",
  manual: "Jos et voi skannata koodia, lisää tili sovellukseen käsin tällä avaimella:",
  manualLabel: "Avain käsin syötettäväksi",
  step2: "2. Kirjoita sovelluksen näyttämä kuusinumeroinen koodi.",
  code: "Vahvistuskoodi",
  codeRequired: "Kirjoita sovelluksen näyttämä kuusinumeroinen koodi.",
  confirm: "Ota käyttöön",
  confirming: "Tarkistetaan...",
  wrongCode: "Väärä koodi. Tarkista puhelimen kellonaika ja kirjoita uusin koodi.",
  expired: "Asetus vanheni. Skannaa uusi QR-koodi ja kirjoita sen koodi.",
  cancel: "Peruuta",
  alreadyOn: "Kaksivaiheinen tunnistautuminen on jo käytössä tällä tilillä.",
  enabled: "Kaksivaiheinen tunnistautuminen on nyt käytössä. Muut kirjautumiset kirjattiin ulos.",
  continue: "Jatka ylläpitoon",
  backToAccount: "Takaisin omaan tiliin",
} as const;

/** The audit log's summaries of this page's changes. */
export const AUDIT_SUMMARIES = {
  passwordChanged: "Vaihtoi salasanansa",
  passwordRefused: "Salasanan vaihto hylättiin",
  enabled: "Otti kaksivaiheisen tunnistautumisen käyttöön",
  disabled: "Poisti kaksivaiheisen tunnistautumisen käytöstä",
  disableRefused: "Kaksivaiheisen tunnistautumisen poisto hylättiin",
  codesRenewed: "Loi uudet varakoodit",
  signedOut: (device: string) => `Kirjasi ulos kirjautumisen (${device})`,
  othersSignedOut: (count: number) => `Kirjasi ulos muut kirjautumiset (${count})`,
} as const;
