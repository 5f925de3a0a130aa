/** The Finnish texts of the admin accounts (Asetukset › Ylläpitäjät), the password reset and the one-time links. */

export const ACCOUNTS_PATH = "/admin/asetukset/yllapitajat";
export const RESET_REQUEST_PATH = "/admin/login/unohtunut";

export const ACCOUNT_TEXTS = {
  caption: "Ylläpitäjät",
  columns: ["Käyttäjätunnus", "Sähköposti", "Tila", "Kaksivaiheinen", "Viimeksi kirjautunut", "Toiminnot"],
  you: "Sinä",
  noEmail: "–",
  neverLoggedIn: "Ei vielä",
  twoFactorOn: "Käytössä",
  twoFactorOff: "Ei käytössä",
  status: {
    active: "Aktiivinen",
    invited: "Kutsuttu",
    disabled: "Poistettu käytöstä",
  },
  inviteValidUntil: (when: string) => `linkki voimassa ${when} asti`,
  inviteExpired: "linkki vanhentunut",
  invite: "Kutsu ylläpitäjä",
  inviteTitle: "Kutsu ylläpitäjä",
  inviteHelp:
    "Uusi ylläpitäjä saa sähköpostiinsa kertakäyttöisen linkin, jolla hän valitsee itse salasanansa. Linkki on voimassa 24 tuntia.",
  sendInvite: "Lähetä kutsu",
  sendingInvite: "Lähetetään...",
  cancel: "Peruuta",
  resendInvite: "Lähetä kutsu uudelleen",
  disable: "Poista käytöstä",
  enable: "Ota käyttöön",
  delete: "Poista",
  fields: {
    username: "Käyttäjätunnus",
    email: "Sähköpostiosoite",
  },
  usernameHelp: "3–40 merkkiä: kirjaimet a–z, numerot sekä . _ -",
  errors: {
    usernameRequired: "Käyttäjätunnus on pakollinen.",
    usernameLength: "Käyttäjätunnuksessa on oltava 3–40 merkkiä.",
    usernameChars: "Käyttäjätunnuksessa saa olla vain kirjaimia a–z, numeroita sekä merkkejä . _ -",
    usernameTaken: "Käyttäjätunnus on jo käytössä.",
    emailRequired: "Sähköpostiosoite on pakollinen.",
    emailInvalid: "Anna kelvollinen sähköpostiosoite.",
    emailTaken: "Sähköpostiosoite on jo toisen ylläpitäjän käytössä.",
    notFound: "Ylläpitäjää ei löytynyt.",
    self: "Et voi poistaa käytöstä tai poistaa omaa tiliäsi.",
    lastDisable: "Viimeistä aktiivista ylläpitäjää ei voi poistaa käytöstä: kukaan ei pääsisi enää ylläpitoon.",
    lastDelete: "Viimeistä aktiivista ylläpitäjää ei voi poistaa: kukaan ei pääsisi enää ylläpitoon.",
    notInvited: "Kutsun voi lähettää uudelleen vain tilille, jolla ei vielä ole salasanaa ja jolla on sähköpostiosoite.",
    failed: "Tallennus epäonnistui. Yritä uudelleen.",
  },
  invited: (email: string) => `Kutsu lähetetty osoitteeseen ${email}`,
  reinvited: (email: string) => `Kutsu lähetetty uudelleen osoitteeseen ${email}`,
  disabled: (username: string) => `Ylläpitäjä ${username} poistettu käytöstä. Hänen kirjautumisensa päättyivät.`,
  enabled: (username: string) => `Ylläpitäjä ${username} otettu käyttöön.`,
  deleted: (username: string) => `Ylläpitäjä ${username} poistettu.`,
  disableTitle: "Poista ylläpitäjä käytöstä",
  disableQuestion: (username: string) => `Poistetaanko ylläpitäjä ${username} käytöstä?`,
  disableWarning: "Hän ei voi enää kirjautua, ja hänen avoimet kirjautumisensa päättyvät heti. Tili ja sen tapahtumat säilyvät; tilin voi ottaa myöhemmin uudelleen käyttöön.",
  disabling: "Poistetaan käytöstä…",
  deleteTitle: "Poista ylläpitäjä",
  deleteQuestion: (username: string) => `Haluatko varmasti poistaa ylläpitäjän ${username}?`,
  deleteWarning: "Tili poistetaan pysyvästi ja sen kirjautumiset päättyvät. Tapahtumalokin merkinnät säilyvät käyttäjätunnuksen kanssa.",
  confirmDelete: "Poista ylläpitäjä",
  back: "Takaisin",
  twoFactor: {
    legend: "Kaksivaiheinen tunnistautuminen",
    label: "Vaadi kaksivaiheinen tunnistautuminen kaikilta ylläpitäjiltä",
    help: "Kun vaatimus on päällä, ylläpitäjät, joilla kaksivaiheinen tunnistautuminen ei ole käytössä, ohjataan ottamaan se käyttöön seuraavalla sivun latauksella (myös sinut, jos sinulla ei vielä ole sitä). Muita ylläpidon sivuja he eivät pääse käyttämään ennen sitä.",
    without: (count: number) =>
      count === 0
        ? "Kaikilla aktiivisilla ylläpitäjillä on kaksivaiheinen tunnistautuminen käytössä."
        : `Ilman kaksivaiheista tunnistautumista: ${count === 1 ? "1 aktiivinen ylläpitäjä" : `${count} aktiivista ylläpitäjää`}.`,
    save: "Tallenna",
    on: "Kaksivaiheinen tunnistautuminen vaaditaan nyt kaikilta ylläpitäjiltä.",
    off: "Kaksivaiheista tunnistautumista ei enää vaadita kaikilta ylläpitäjiltä.",
    unchanged: "Ei tallentamattomia muutoksia.",
  },
} as const;

export const INVITE_MAIL = {
  subject: "Kutsu Rengas-Kaarton ylläpitoon",
  text: (username: string, link: string) =>
    [
      "Hei,",
      "",
      `sinut on kutsuttu Rengas-Kaarton verkkosivujen ylläpitäjäksi käyttäjätunnuksella ${username}.`,
      "Valitse salasanasi tästä linkistä:",
      "",
      link,
      "",
      "Linkki on voimassa 24 tuntia ja toimii kerran. Jos et odottanut tätä viestiä, voit jättää sen huomiotta.",
      "",
      "Rengas-Kaarto",
    ].join("\n"),
} as const;

export const RESET_MAIL = {
  subject: "Rengas-Kaarton ylläpidon salasanan vaihto",
  text: (username: string, link: string) =>
    [
      "Hei,",
      "",
      `ylläpitäjän ${username} salasanan vaihtoa pyydettiin. Valitse uusi salasana tästä linkistä:`,
      "",
      link,
      "",
      "Linkki on voimassa 15 minuuttia ja toimii kerran. Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta: salasanasi ei muutu.",
      "",
      "Rengas-Kaarto",
    ].join("\n"),
} as const;

export const RESET_TEXTS = {
  title: "Unohtuiko salasana?",
  intro: "Kirjoita käyttäjätunnuksesi tai sähköpostiosoitteesi. Lähetämme tiliin liitettyyn sähköpostiosoitteeseen linkin, jolla voit valita uuden salasanan.",
  field: "Käyttäjätunnus tai sähköpostiosoite",
  submit: "Lähetä linkki",
  sending: "Lähetetään...",
  required: "Kirjoita käyttäjätunnus tai sähköpostiosoite.",
  sent: "Jos tunnus tai osoite löytyy, lähetimme siihen liitetyn sähköpostiosoitteen kautta linkin salasanan vaihtamiseen. Linkki on voimassa 15 minuuttia.",
  tooMany: "Liian monta pyyntöä. Yritä hetken päästä uudelleen.",
  backToLogin: "Takaisin kirjautumiseen",
  noEmailHint: "Jos tilillesi ei ole tallennettu sähköpostiosoitetta, pyydä toista ylläpitäjää tai palvelimen ylläpitäjää luomaan sinulle uusi linkki.",
} as const;

export const LINK_TEXTS = {
  headings: {
    invite: (username: string) => `Tervetuloa ylläpitoon, ${username}`,
    reset: () => "Vaihda salasana",
    setup: () => "Aseta ylläpitäjän salasana",
  },
  intro: (username: string) => `Valitse salasana käyttäjätunnukselle ${username}.`,
  title: "Aseta salasana",
  password: "Uusi salasana",
  confirm: "Salasana uudelleen",
  passwordHelp: "Vähintään 12 merkkiä. Pitkä lause on hyvä salasana; yleisiä salasanoja, käyttäjätunnusta tai liikkeen nimeä ei hyväksytä.",
  submit: "Aseta salasana",
  saving: "Tallennetaan...",
  passwordRequired: "Kirjoita uusi salasana.",
  confirmRequired: "Kirjoita salasana uudelleen.",
  mismatch: "Salasanat eivät täsmää.",
  expired: "Linkki on vanhentunut tai jo käytetty.",
  expiredHelp: "Pyydä uusi linkki. Kutsun voi lähettää uudelleen toinen ylläpitäjä kohdasta Asetukset › Ylläpitäjät.",
  requestNew: "Pyydä uusi salasanalinkki",
  done: "Salasana asetettu. Kirjaudu sisään.",
  auditSummary: {
    invite: "Asetti salasanan kutsulinkillä",
    reset: "Vaihtoi salasanan palautuslinkillä",
    setup: "Asetti salasanan käyttöönottolinkillä",
  },
} as const;
