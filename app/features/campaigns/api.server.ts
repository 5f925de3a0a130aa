/**
 * The admin's JSON calls for campaigns (spec admin.md section 7): GET and POST /api/campaigns, PUT and
 * DELETE /api/campaigns/:id, PUT /api/campaigns/:id/deactivate and /reactivate. The routes reach these
 * only through adminJsonLoader / adminJsonAction (no session: 401 JSON). A body is validated by the same
 * schema as the tab's form (app/features/campaigns/schema.ts); answers are `{success: true, campaign}` or
 * `{success: false, error, message}` (plus `errors` by field for a refused body).
 */
import { campaignStatus } from "~/features/campaigns/dates.rules";
import { CAMPAIGN_TEXTS as T, type CampaignFieldErrors, type CampaignFormValues, firstError } from "~/features/campaigns/rules";
import { campaignFormSchema } from "~/features/campaigns/schema";
import { parseDatabaseId } from "~/lib/database-id";
import {
  type Campaign,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  setCampaignActive,
  updateCampaign,
} from "~/features/campaigns/model.server";
import { INPUT_TEXTS, readJson } from "~/services/form.server";
import { readCampaignValues } from "./page.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export function campaignJson(campaign: Campaign, now: Date = new Date()) {
  return {
    _id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    imageUrl: campaign.imageUrl,
    startDate: campaign.startDate.toISOString(),
    endDate: campaign.endDate.toISOString(),
    isActive: campaign.isActive,
    status: campaignStatus(campaign, now),
    discountType: campaign.discountType,
    discountValue: campaign.discountValue === null ? null : Number(campaign.discountValue),
    discountCode: campaign.discountCode,
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
  };
}

const ok = (body: Record<string, unknown>, status = 200) => Response.json({ success: true, ...body }, { status, headers: NO_STORE });

export function failure(status: number, error: string, errors?: CampaignFieldErrors): Response {
  return Response.json({ success: false, error, message: error, ...(errors ? { errors } : {}) }, { status, headers: NO_STORE });
}

/** 405 for a method the address does not take, naming those it does. */
export function methodNotAllowed(allowed: string[]): Response {
  const answer = failure(405, "Menetelmä ei ole sallittu.");
  answer.headers.set("Allow", allowed.join(", "));
  return answer;
}

export async function listCampaignsJson(now: Date = new Date()): Promise<Response> {
  return ok({ campaigns: (await listCampaigns()).map((campaign) => campaignJson(campaign, now)) });
}

export async function getCampaignJson(idParam: string | undefined): Promise<Response> {
  const id = parseDatabaseId(idParam);
  const campaign = id === null ? null : await getCampaign(id);
  return campaign ? ok({ campaign: campaignJson(campaign) }) : failure(404, T.errors.notFound);
}

/** The body's fields as the form's values; null when it is not a JSON object of our fields. */
async function readBody(request: Request, form: FormData | null) {
  if (form) return null; // a form body: these calls take JSON
  const body = await readJson(request);
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  return readCampaignValues(body as Record<string, unknown>);
}

/** The body validated by the form's schema: what to store, or the first message of each field. */
function validate(values: CampaignFormValues, options: { requireImage: boolean }) {
  const parsed = campaignFormSchema(options).safeParse(values);
  if (parsed.success) return { ok: true as const, input: parsed.data };
  const errors: CampaignFieldErrors = {};
  for (const issue of parsed.error.issues) errors[(issue.path[0] as keyof CampaignFieldErrors | undefined) ?? "form"] ??= issue.message;
  return { ok: false as const, errors };
}

/** POST /api/campaigns: 201 with the new campaign; the image is required, as in the form. */
export async function createCampaignJson(request: Request, form: FormData | null): Promise<Response> {
  const values = await readBody(request, form);
  if (!values) return failure(400, INPUT_TEXTS.malformed);
  const validated = validate(values, { requireImage: true });
  if (!validated.ok) return failure(400, firstError(validated.errors), validated.errors);
  try {
    return ok({ campaign: campaignJson(await createCampaign(validated.input)) }, 201);
  } catch (error) {
    console.error("Kampanjan luonti epäonnistui:", error);
    return failure(500, T.errors.create);
  }
}

/** PUT /api/campaigns/:id: the whole campaign replaced; the image may be left out (null). */
export async function updateCampaignJson(request: Request, form: FormData | null, idParam: string | undefined): Promise<Response> {
  const id = parseDatabaseId(idParam);
  if (id === null) return failure(404, T.errors.notFound);
  const values = await readBody(request, form);
  if (!values) return failure(400, INPUT_TEXTS.malformed);
  const validated = validate(values, { requireImage: false });
  if (!validated.ok) return failure(400, firstError(validated.errors), validated.errors);
  try {
    const updated = await updateCampaign(id, validated.input);
    return updated ? ok({ campaign: campaignJson(updated) }) : failure(404, T.errors.notFound);
  } catch (error) {
    console.error("Kampanjan päivitys epäonnistui:", error);
    return failure(500, T.errors.update);
  }
}

export async function deleteCampaignJson(idParam: string | undefined): Promise<Response> {
  const id = parseDatabaseId(idParam);
  try {
    const deleted = id !== null && (await deleteCampaign(id));
    return deleted ? ok({ message: T.toasts.deleted }) : failure(404, T.errors.notFound);
  } catch (error) {
    console.error("Kampanjan poisto epäonnistui:", error);
    return failure(500, T.errors.delete);
  }
}

/** PUT /api/campaigns/:id/deactivate and /reactivate (empty body). */
export async function switchCampaignJson(idParam: string | undefined, isActive: boolean): Promise<Response> {
  const id = parseDatabaseId(idParam);
  try {
    const campaign = id === null ? null : await setCampaignActive(id, isActive);
    if (!campaign) return failure(404, T.errors.notFound);
    return ok({ campaign: campaignJson(campaign), message: isActive ? T.toasts.activated : T.toasts.deactivated });
  } catch (error) {
    console.error("Kampanjan tilan muutos epäonnistui:", error);
    return failure(500, T.errors.toggle);
  }
}
