/**
 * What the 'Kampanjat' routes do besides rendering: the tab's rows, the campaign form's action (create
 * and edit), activate / deactivate and delete. Every outcome is a redirect to the tab with a toast; a
 * refused form comes back with everything typed (and an uploaded image already stored, Conform's reply), so nothing is
 * lost with or without JavaScript.
 */
import { data, redirect } from "@remix-run/node";
import { campaignStatus, hasCampaignEnded, hasCampaignStarted } from "~/features/campaigns/dates.rules";
import { CAMPAIGN_TEXTS as T, type CampaignFormValues, type DiscountType, describeDiscount, discountValueText } from "~/features/campaigns/rules";
import { campaignFieldsSchema, parseCampaignForm } from "~/features/campaigns/schema";
import { formatDate } from "~/lib/format";
import { parseDatabaseId } from "~/lib/database-id";
import {
  type Campaign,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  listRunningCampaigns,
  setCampaignActive,
  updateCampaign,
} from "~/features/campaigns/model.server";
import { loadImageChoices } from "~/features/images/model.server";
import { INPUT_TEXTS, badRequest } from "~/services/form.server";
import { fieldsWithImage, readUploadForm, resolveImageFields } from "~/features/images/image-fields.server";
import { deleteAndReturn, redirectWithToast } from "~/services/toast.server";
import { helsinkiDay } from "~/lib/helsinki-time";

export const CAMPAIGN_TAB = "/admin/kampanjat";
export const CAMPAIGN_IMAGE_FIELD = "imageUrl";

/** Eight fields and the image field's four extra inputs; anything well beyond is not our form. */
const FORM_LIMITS = { maxFields: 30, maxIndex: 0 };

/** A row of the admin table, its dates already in Finnish. */
export type CampaignRow = {
  id: number;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
  status: "active" | "inactive";
  /** Why an 'Ei aktiivinen' / 'Aktiivinen' campaign is not on the site now, if it is not. */
  note: string | null;
  discount: string;
  discountCode: string | null;
};

/** The tab with the query it was opened with: where every action returns. */
export function tabUrl(request: Request): string {
  return `${CAMPAIGN_TAB}${new URL(request.url).search}`;
}

/** The campaign of the route's `id`, or a 404 that the dialog's error boundary shows as 'Kampanjaa ei löytynyt'. */
export async function requireCampaign(id: string | undefined): Promise<Campaign> {
  const parsed = parseDatabaseId(id);
  const campaign = parsed === null ? null : await getCampaign(parsed);
  if (!campaign) throw new Response(T.errors.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return campaign;
}

function noteOf(campaign: Campaign, now: Date): string | null {
  if (hasCampaignEnded(campaign, now)) return T.notes.ended;
  if (!campaign.isActive) return T.notes.switchedOff;
  if (!hasCampaignStarted(campaign, now)) return T.notes.upcoming(formatDate(campaign.startDate));
  return null;
}

export function toRow(campaign: Campaign, now: Date): CampaignRow {
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    startDate: formatDate(campaign.startDate),
    endDate: formatDate(campaign.endDate),
    isActive: campaign.isActive,
    status: campaignStatus(campaign, now),
    note: noteOf(campaign, now),
    discount: describeDiscount(campaign.discountType as DiscountType | null, campaign.discountValue),
    discountCode: campaign.discountCode,
  };
}

/** The table's rows, status judged at `now` (the same rule as the public site's list). */
export async function loadCampaignTab(now: Date = new Date()): Promise<CampaignRow[]> {
  return (await listCampaigns()).map((campaign) => toRow(campaign, now));
}

/** 'Aktiiviset kampanjat': what the site's campaign box shows now, with what the admin needs to see. */
export async function loadRunningCampaigns(now: Date = new Date()) {
  return (await listRunningCampaigns(now)).map((campaign) => ({
    ...toRow(campaign, now),
    imageUrl: campaign.imageUrl,
  }));
}

export function formValuesOf(campaign: Campaign): CampaignFormValues {
  return {
    name: campaign.name,
    description: campaign.description,
    startDate: helsinkiDay(campaign.startDate),
    endDate: helsinkiDay(campaign.endDate),
    discountType: campaign.discountType ?? "percentage",
    discountValue: discountValueText(campaign.discountValue),
    discountCode: campaign.discountCode ?? "",
    imageUrl: campaign.imageUrl,
  };
}

/** The form's image choices offered without JavaScript (the library's newest, general ones first). */
export function campaignImageChoices() {
  return loadImageChoices("general");
}

/** Reads a form's or a JSON body's fields; a body no client of ours sends is a 400. */
export function readCampaignValues(source: Record<string, unknown>): CampaignFormValues | null {
  const parsed = campaignFieldsSchema.safeParse(source);
  if (!parsed.success) return null;
  // Free shipping has no value: one left in the field (no JavaScript hides it) is dropped.
  return parsed.data.discountType === "free_shipping" ? { ...parsed.data, discountValue: "" } : parsed.data;
}

const FIELDS = ["name", "description", "startDate", "endDate", "discountType", "discountValue", "discountCode"] as const;

/**
 * The form's action: store the uploaded or picked image, validate with the form's schema, then create
 * (`existing` null) or update, and go back to the tab with 'Kampanja luotu onnistuneesti' / 'Kampanja
 * päivitetty onnistuneesti'. A refused form comes back with what was typed and the stored image.
 */
export async function handleCampaignForm(request: Request, existing: Campaign | null, back: string) {
  const form = await readUploadForm(request, FORM_LIMITS);
  const images = await resolveImageFields(form, [{ name: CAMPAIGN_IMAGE_FIELD, category: "general" }]);
  const image = images.values[CAMPAIGN_IMAGE_FIELD];
  const imageUrl = typeof image === "string" ? image : null;
  if (!readCampaignValues({ ...Object.fromEntries(FIELDS.map((name) => [name, form.get(name)])), imageUrl })) throw badRequest(INPUT_TEXTS.malformed);

  const fields = fieldsWithImage(form, CAMPAIGN_IMAGE_FIELD, imageUrl);
  // Free shipping has no value: one left in the field (no JavaScript hides it) is dropped, and not shown back.
  if (fields.get("discountType") === "free_shipping") fields.delete("discountValue");
  const submission = parseCampaignForm(fields, { requireImage: existing === null });
  const uploadError = images.errors[CAMPAIGN_IMAGE_FIELD];
  // A refused upload says why, rather than 'Kuva on pakollinen'.
  if (uploadError) return data({ result: submission.reply({ fieldErrors: { [CAMPAIGN_IMAGE_FIELD]: [uploadError] } }) }, { status: 400 });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    if (!existing) {
      await createCampaign(submission.value);
      return redirectWithToast(back, { type: "success", message: T.toasts.created });
    }
    const updated = await updateCampaign(existing.id, submission.value);
    if (!updated) return data({ result: submission.reply({ formErrors: [T.errors.notFound] }) }, { status: 404 });
    return redirectWithToast(back, { type: "success", message: T.toasts.updated });
  } catch (error) {
    console.error("Kampanjan tallennus epäonnistui:", error);
    return data({ result: submission.reply({ formErrors: [existing ? T.errors.update : T.errors.create] }) }, { status: 500 });
  }
}

/** 'Aktivoi' / 'Poista käytöstä' of a row. */
export async function switchCampaign(idParam: string | undefined, isActive: boolean, back: string, now: Date = new Date()): Promise<Response> {
  const id = parseDatabaseId(idParam);
  try {
    const campaign = id === null ? null : await setCampaignActive(id, isActive);
    if (!campaign) return redirectWithToast(back, { type: "error", message: T.errors.notFound });
    if (!isActive) return redirectWithToast(back, { type: "success", message: T.toasts.deactivated });
    const ended = hasCampaignEnded(campaign, now);
    return redirectWithToast(back, { type: ended ? "info" : "success", message: ended ? T.toasts.activatedEnded : T.toasts.activated });
  } catch (error) {
    console.error("Kampanjan tilan muutos epäonnistui:", error);
    return redirectWithToast(back, { type: "error", message: T.errors.toggle });
  }
}

export function removeCampaign(idParam: string | undefined, back: string): Promise<Response> {
  return deleteAndReturn(back, parseDatabaseId(idParam), deleteCampaign, {
    deleted: T.toasts.deleted,
    notFound: T.errors.notFound,
    failed: T.errors.delete,
    logMessage: "Kampanjan poisto epäonnistui:",
  });
}

/** A GET of an action-only URL (a bookmark, a reload after the post) lands on the tab. */
export function backToTab(request: Request): Response {
  return redirect(tabUrl(request));
}
