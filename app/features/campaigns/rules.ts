/**
 * The admin tab 'Kampanjat' (spec admin.md sections 2, 3, 5 and 8): texts, limits, the campaign form's
 * rules and how a discount reads. No I/O: the form's action and the JSON calls validate with the same
 * schema, and the browser shows the same texts. When a campaign runs is in dates.rules.ts.
 */
import { z } from "zod";
import { formatFinnishNumber } from "~/lib/finnish-number";
import { isImageAddress } from "~/features/images/rules";
import { endOfHelsinkiDay, startOfHelsinkiDay, toCalendarDay } from "~/lib/helsinki-time";
import { parseTypedDecimal } from "~/lib/typed-number";
import { DISCOUNT_TYPES, type DiscountType } from "#db/schema/enum-values";

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const CODE_MAX = 50;
export const IMAGE_URL_MAX = 2000;
/** A fixed discount fits numeric(10, 2) with room to spare; nobody gives a bigger one. */
export const FIXED_AMOUNT_MAX = 100_000;
export const PERCENT_MAX = 100;

export { DISCOUNT_TYPES };
export type { DiscountType };

export const CAMPAIGN_TEXTS = {
  metaTitle: "Kampanjat – Ylläpito",
  title: "Kampanjat",
  intro: "Aktiivinen kampanja näkyy etusivun kampanjalaatikossa alkamispäivästä päättymispäivän loppuun (Suomen aikaa).",
  empty: "Ei kampanjoita",
  loading: "Ladataan…",
  createHeading: "Luo uusi kampanja",
  editHeading: "Muokkaa kampanjaa",
  deleteHeading: "Poista kampanja",
  confirmDelete: (name: string) => `Poistetaanko kampanja ”${name}”? Poistoa ei voi perua.`,
  activeHeading: "Aktiiviset kampanjat",
  activeIntro: "Nämä kampanjat näkyvät nyt sivuston kampanjalaatikossa.",
  activeEmpty: "Yksikään kampanja ei ole nyt näkyvissä sivustolla.",
  columns: { name: "Nimi", description: "Kuvaus", startDate: "Alkaa", endDate: "Päättyy", status: "Tila", actions: "Toiminnot" },
  status: { active: "Aktiivinen", inactive: "Ei aktiivinen" },
  notes: {
    ended: "Päättynyt",
    switchedOff: "Poistettu käytöstä",
    upcoming: (day: string) => `Näkyy sivustolla ${day} alkaen`,
  },
  fields: {
    name: "Nimi",
    description: "Kuvaus",
    image: "Kuva",
    imageHint: "Näkyy kampanjan ikkunassa etusivulla. Pakollinen uudelle kampanjalle.",
    startDate: "Alkamispäivä",
    endDate: "Päättymispäivä",
    datesHint: "Suomen aikaa: kampanja näkyy alkamispäivän alusta päättymispäivän loppuun.",
    discountType: "Alennuksen tyyppi",
    discountValue: "Alennuksen arvo",
    discountValueHint: "Prosenttia tai euroa tyypin mukaan, vähintään 0.",
    discountValueIgnored: "Ilmaisella toimituksella arvoa ei käytetä.",
    discountCode: "Alennuskoodi",
  },
  discountTypes: {
    percentage: "Prosenttialennus (%)",
    fixed_amount: "Kiinteä alennus (€)",
    free_shipping: "Ilmainen toimitus",
  } satisfies Record<DiscountType, string>,
  discount: { none: "Ei alennusta", code: (code: string) => `Koodi ${code}`, freeShipping: "Ilmainen toimitus" },
  buttons: {
    create: "Luo uusi kampanja",
    save: "Tallenna",
    saving: "Tallennetaan…",
    cancel: "Peruuta",
    edit: "Muokkaa",
    activate: "Aktivoi",
    activating: "Aktivoidaan…",
    deactivate: "Poista käytöstä",
    deactivating: "Poistetaan käytöstä…",
    delete: "Poista",
    confirmDelete: "Poista kampanja",
    retry: "Yritä uudelleen",
    activeList: "Aktiiviset kampanjat",
    allCampaigns: "Kaikki kampanjat",
  },
  toasts: {
    created: "Kampanja luotu onnistuneesti",
    updated: "Kampanja päivitetty onnistuneesti",
    activated: "Kampanja aktivoitu",
    activatedEnded: "Kampanja aktivoitu, mutta sen päättymispäivä on jo mennyt, joten se ei näy sivustolla.",
    deactivated: "Kampanja poistettu käytöstä",
    deleted: "Kampanja poistettu",
  },
  errors: {
    nameRequired: "Nimi on pakollinen",
    nameTooLong: `Nimi saa olla enintään ${NAME_MAX} merkkiä`,
    descriptionTooLong: `Kuvaus saa olla enintään ${DESCRIPTION_MAX} merkkiä`,
    startRequired: "Alkamispäivä on pakollinen",
    startInvalid: "Alkamispäivä ei ole kelvollinen päivämäärä",
    endRequired: "Päättymispäivä on pakollinen",
    endInvalid: "Päättymispäivä ei ole kelvollinen päivämäärä",
    endBeforeStart: "Päättymispäivä ei voi olla ennen alkamispäivää",
    imageRequired: "Kuva on pakollinen",
    imageInvalid: "Kuvan pitää olla kuvapankin kuva tai https://-osoite",
    discountType: "Valitse alennuksen tyyppi",
    discountValueInvalid: "Alennuksen arvon on oltava numero",
    discountValueNegative: "Alennuksen arvo ei voi olla negatiivinen",
    percentTooBig: `Prosenttialennus voi olla enintään ${PERCENT_MAX} %`,
    amountTooBig: `Alennus voi olla enintään ${formatFinnishNumber(FIXED_AMOUNT_MAX)} €`,
    codeTooLong: `Alennuskoodi saa olla enintään ${CODE_MAX} merkkiä`,
    invalid: "Tarkista kampanjan tiedot",
    create: "Kampanjan luominen epäonnistui",
    update: "Kampanjan päivittäminen epäonnistui",
    toggle: "Kampanjan tilan muuttaminen epäonnistui",
    delete: "Kampanjan poistaminen epäonnistui",
    notFound: "Kampanjaa ei löytynyt",
    list: "Kampanjoiden lataaminen epäonnistui.",
  },
} as const;

const E = CAMPAIGN_TEXTS.errors;

/** The form as typed (and as a JSON body is read): strings, so an error can show them back. */
export type CampaignFormValues = {
  name: string;
  description: string;
  /** 'YYYY-MM-DD' as typed (a JSON client may send an ISO timestamp). */
  startDate: string;
  endDate: string;
  discountType: string;
  discountValue: string;
  discountCode: string;
  imageUrl: string | null;
};

export type CampaignField = keyof CampaignFormValues;
export type CampaignFieldErrors = Partial<Record<CampaignField | "form", string>>;

/** What is stored: the days as their Helsinki instants (dates.rules.ts), the discount as numeric text. */
export type CampaignInput = {
  name: string;
  description: string;
  imageUrl: string | null;
  startDate: Date;
  endDate: Date;
  discountType: DiscountType;
  discountValue: string | null;
  discountCode: string | null;
};

export const EMPTY_CAMPAIGN_FORM: CampaignFormValues = {
  name: "",
  description: "",
  startDate: "",
  endDate: "",
  discountType: "percentage",
  discountValue: "",
  discountCode: "",
  imageUrl: null,
};

/**
 * Reading what arrived (a form's fields or a JSON body's keys) into values. Numbers become text; a
 * value far beyond its field's length, or of a type no client of ours sends, fails: not our form.
 */
const raw = (max: number) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return "";
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    return typeof value === "string" ? value.replace(/\r\n/g, "\n") : value;
  }, z.string().max(max));

export const campaignFieldsSchema = z.object({
  name: raw(NAME_MAX * 10),
  description: raw(DESCRIPTION_MAX * 5),
  startDate: raw(64),
  endDate: raw(64),
  discountType: raw(64),
  discountValue: raw(64),
  discountCode: raw(CODE_MAX * 10),
  imageUrl: z.preprocess((value) => (value === undefined || value === "" ? null : value), z.string().max(IMAGE_URL_MAX * 2).nullable()),
});

/** The form's rules, field by field, with the Finnish messages (spec section 5). */
const campaignRulesSchema = z.object({
  name: z.string().trim().min(1, E.nameRequired).max(NAME_MAX, E.nameTooLong),
  description: z.string().trim().max(DESCRIPTION_MAX, E.descriptionTooLong),
  startDate: z.string().trim().min(1, E.startRequired).refine((value) => toCalendarDay(value) !== "", E.startInvalid),
  endDate: z.string().trim().min(1, E.endRequired).refine((value) => toCalendarDay(value) !== "", E.endInvalid),
  discountType: z.enum(DISCOUNT_TYPES, { error: E.discountType }),
  discountCode: z.string().trim().max(CODE_MAX, E.codeTooLong),
  imageUrl: z.string().trim().refine(isImageAddress, E.imageInvalid).nullable(),
});

/** A discount value: empty, or a number with a point or a comma; '-5' is a number, just negative. */
const discountValueSchema = z
  .string()
  .trim()
  .refine((value) => value === "" || /^-?\d{1,12}([.,]\d{1,6})?$/.test(value), E.discountValueInvalid)
  .refine((value) => !value.startsWith("-"), E.discountValueNegative);

/**
 * The errors of a submit, or what to store. The image is required only when creating (spec); the
 * discount value is ignored and cleared for free shipping, so a value left in the field without
 * JavaScript is no error.
 */
export function validateCampaign(
  values: CampaignFormValues,
  options: { requireImage: boolean },
): { ok: true; input: CampaignInput } | { ok: false; errors: CampaignFieldErrors } {
  const errors: CampaignFieldErrors = {};
  const parsed = campaignRulesSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CampaignField;
      errors[field] ??= issue.message;
    }
  }
  if (options.requireImage && values.imageUrl === null) errors.imageUrl ??= E.imageRequired;

  const start = toCalendarDay(values.startDate);
  const end = toCalendarDay(values.endDate);
  if (start && end && end < start) errors.endDate ??= E.endBeforeStart;

  let discountValue: string | null = null;
  if (values.discountType !== "free_shipping") {
    const amount = discountValueSchema.safeParse(values.discountValue);
    if (!amount.success) errors.discountValue = amount.error.issues[0].message;
    else if (amount.data !== "") {
      const number = parseTypedDecimal(amount.data) ?? Number.NaN;
      if (values.discountType === "percentage" && number > PERCENT_MAX) errors.discountValue = E.percentTooBig;
      else if (number > FIXED_AMOUNT_MAX) errors.discountValue = E.amountTooBig;
      else discountValue = number.toFixed(2);
    }
  }

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const data = parsed.data;
  return {
    ok: true,
    input: {
      name: data.name,
      description: data.description,
      imageUrl: data.imageUrl,
      startDate: startOfHelsinkiDay(start)!,
      endDate: endOfHelsinkiDay(end)!,
      discountType: data.discountType,
      discountValue,
      discountCode: data.discountCode === "" ? null : data.discountCode,
    },
  };
}

/** The first message of a refused submit, for a JSON answer's `message`. */
export function firstError(errors: CampaignFieldErrors): string {
  const order: (CampaignField | "form")[] = ["form", "name", "startDate", "endDate", "imageUrl", "description", "discountType", "discountValue", "discountCode"];
  for (const field of order) if (errors[field]) return errors[field]!;
  return E.invalid;
}

const discountNumber = (amount: number) => formatFinnishNumber(amount, { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** '20 %', '40 €', 'Ilmainen toimitus', or 'Ei alennusta' when there is no type or no value. */
export function describeDiscount(type: DiscountType | null, value: string | number | null): string {
  if (type === "free_shipping") return CAMPAIGN_TEXTS.discount.freeShipping;
  const amount = value === null || value === "" ? null : Number(value);
  if (type === null || amount === null || !Number.isFinite(amount)) return CAMPAIGN_TEXTS.discount.none;
  return type === "percentage" ? `${discountNumber(amount)} %` : `${discountNumber(amount)} €`;
}

/** The form's value of a stored discount: '20' for '20.00', '12,5' kept as '12.5' for the number input. */
export function discountValueText(value: string | null): string {
  if (value === null) return "";
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : "";
}
