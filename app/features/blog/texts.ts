/**
 * The few labels of the 'Blogin hallinta' tab that BLOG_TEXTS (~/lib/blog, shared with the JSON calls and
 * the public pages) does not have: the tab's own navigation, the streaming status, the discard question's
 * buttons, the pager.
 */
import type { PagerTexts } from "~/components/ui/Pager";

export const BLOG_ADMIN_TEXTS = {
  writeOwn: "Kirjoita itse",
  generatorTitleHint: "Valinnainen: ilman otsikkoa se luodaan avainsanoista.",
  viewSwitch: "Sisällön näkymä",
  previewEmpty: "Ei sisältöä esikatseltavaksi.",
  errorSummary: "Korjaa seuraavat kohdat:",
  publishAtEditHint: "Suomen aikaa. Myöhempi aika piilottaa artikkelin sivustolta siihen asti.",
  featureImageAltHint: "Kuvan sisältö sanoin ruudunlukijalle. Tyhjänä käytetään ladatun kuvan alt-tekstiä.",
  discardConfirm: "Kyllä, hylkää luonnos",
  discardKeep: "Jatka muokkausta",
  confirmDeleteWarning: "Artikkeli poistuu sivustolta ja sen osoite lakkaa toimimasta.",
  drawerFailed: "Artikkelin avaaminen epäonnistui. Yritä uudelleen.",
  newsletterBusy: "Luodaan uutiskirjettä…",
  newsletterReadMore: "Lue koko artikkeli",
  count: (total: number) => (total === 1 ? "1 artikkeli" : `${total} artikkelia`),
  /** The spec's list error reads 'Error: {message}'; this is its message when the database fails. */
  listFailed: "Failed to fetch articles",
  pager: {
    label: "Artikkelilistan sivut",
    previous: "Edellinen",
    next: "Seuraava",
    page: (page: number, pageCount: number) => `Sivu ${page} / ${pageCount}`,
  } satisfies PagerTexts,
} as const;
