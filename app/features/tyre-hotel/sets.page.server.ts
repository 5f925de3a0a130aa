/**
 * What the set routes do besides rendering: check-in of a new set, the set page (with its photos), edits,
 * check-out, check-in again, delete, the label, the occupancy view and the swap list. A place held by
 * another stored set comes back as the place field's Finnish error with everything typed.
 */
import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { TYRE_SEASONS, type TyreSeason } from "#db/schema/enum-values";
import { formatDate, formatDateTime } from "~/lib/format";
import { parseDatabaseId } from "~/lib/database-id";
import { toHelsinkiWallTime } from "~/lib/helsinki-time";
import { isUploadedFile, readUploadForm } from "~/services/images.server";
import { deleteAndReturn, redirectWithToast } from "~/services/toast.server";
import { serverNow } from "~/services/clock.server";
import { photoIdsOf } from "./model.server";
import { notFound } from "./page.server";
import { addSetPhoto, deleteSetPhoto, getSetPhoto } from "./photos.server";
import { SEASON_LABEL, TYRE_POSITIONS, recommendation } from "./rules";
import { type SetFormValues, parseCheckInForm, parseCheckOutForm, parseSetEditOutForm, parseSetForm, tyreRowsOf } from "./schema";
import { type SetFile, type SetWriteResult, checkInAgain, checkInNewSet, checkOutSet, deleteSet, getSetFile, occupancy, swapList, updateSet } from "./sets.model.server";
import { setLabel } from "./label.server";
import { HOTEL_TEXTS as T, SEASON_PARAM, hotelPaths } from "./texts";

/** The set form's limits: the tyre table is a list of six rows. */
export const SET_FORM_LIMITS = { maxFields: 40, maxIndex: 5, lists: ["tyres"] };

type Reply = { result: SubmissionResult<string[]> };

export async function requireSet(idParam: string | undefined): Promise<SetFile> {
  const id = parseDatabaseId(idParam);
  const set = id === null ? null : await getSetFile(id);
  if (!set) throw notFound(T.errors.setNotFound);
  return set;
}

const positionLabel = (code: string) => TYRE_POSITIONS.find((position) => position.code === code)?.label ?? code;

/** The set page: the set, its owner, tyres, warnings, history and photos. */
export async function loadSetPage(idParam: string | undefined) {
  const set = await requireSet(idParam);
  return {
    set: {
      id: set.id,
      season: SEASON_LABEL[set.season],
      size: set.size,
      brandModel: set.brandModel,
      withRims: set.withRims,
      notes: set.notes,
      status: set.status,
      location: set.location,
      checkedIn: set.checkedInAt ? T.set.checkedIn(formatDateTime(set.checkedInAt), set.checkedInBy) : null,
      checkedOut: set.status === "out" && set.checkedOutAt ? T.set.checkedOut(formatDateTime(set.checkedOutAt), set.checkedOutBy) : null,
      tyres: set.tyres.map((tyre) => ({ position: positionLabel(tyre.position), dot: tyre.dot, tread: tyre.treadMm === null ? null : `${String(tyre.treadMm).replace(".", ",")} mm` })),
      warnings: set.warnings.map((warning) => warning.text),
      recommendation: recommendation(set.warnings),
      history: set.events.map((event) => T.set.eventAt(T.set.events[event.kind], formatDateTime(event.at), event.by, event.location)),
      registration: set.registration,
      makeModel: set.makeModel,
      vehicleId: set.vehicleId,
      customerId: set.customerId,
      customerName: set.customerName,
      customerPhone: set.customerPhone,
    },
    photos: await photoIdsOf(set.id),
  };
}

export function setFormValuesOf(set: SetFile): SetFormValues {
  return {
    season: set.season,
    size: set.size,
    brandModel: set.brandModel ?? "",
    withRims: set.withRims,
    tyres: tyreRowsOf(set.tyres),
    location: set.location ?? "",
    notes: set.notes ?? "",
  };
}

/** A write's refusal as the form's reply: the place's error, or the form's own. */
function refusal(submission: { reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]> }, result: Exclude<SetWriteResult, { ok: true }>, place: string | undefined) {
  if (result.error === "place_taken") return data<Reply>({ result: submission.reply({ fieldErrors: { location: [T.errors.placeTaken(place ?? "")] } }) }, { status: 409 });
  if (result.error === "wrong_status") return data<Reply>({ result: submission.reply({ formErrors: [T.errors.alreadyOut] }) }, { status: 409 });
  return data<Reply>({ result: submission.reply({ formErrors: [T.errors.setNotFound] }) }, { status: 404 });
}

function failed(submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> }, error: unknown) {
  console.error("Rengashotellin sarjan tallennus epäonnistui:", error);
  return data<Reply>({ result: submission.reply({ formErrors: [T.errors.save] }) }, { status: 500 });
}

/** Check-in of a new set for the vehicle; to the set page. */
export async function handleNewSet(form: FormData, vehicleId: number, by: string) {
  const submission = parseSetForm(form);
  if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
  try {
    const result = await checkInNewSet(vehicleId, submission.value, by);
    if (!result.ok && result.error === "not_found") return data<Reply>({ result: submission.reply({ formErrors: [T.errors.vehicleNotFound] }) }, { status: 404 });
    if (!result.ok) return refusal(submission, result, submission.value.location);
    return redirectWithToast(hotelPaths.set(result.set.id), { type: "success", message: T.toasts.setCreated });
  } catch (error) {
    return failed(submission, error);
  }
}

/** An edit of the set's details (its place only while stored). */
export async function handleSetEdit(form: FormData, set: SetFile) {
  const submission = set.status === "stored" ? parseSetForm(form) : parseSetEditOutForm(form);
  if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
  try {
    const result = await updateSet(set.id, submission.value);
    const place = "location" in submission.value ? (submission.value.location as string) : undefined;
    if (!result.ok) return refusal(submission, result, place);
    return redirectWithToast(hotelPaths.set(set.id), { type: "success", message: T.toasts.setUpdated });
  } catch (error) {
    return failed(submission, error);
  }
}

export async function handleCheckOut(form: FormData, set: SetFile, by: string) {
  const submission = parseCheckOutForm(form);
  if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
  try {
    const result = await checkOutSet(set.id, by, resolveEventTime(submission.value.at));
    if (!result.ok) return refusal(submission, result, undefined);
    return redirectWithToast(hotelPaths.set(set.id), { type: "success", message: T.toasts.checkedOut });
  } catch (error) {
    return failed(submission, error);
  }
}

export async function handleCheckIn(form: FormData, set: SetFile, by: string) {
  const submission = parseCheckInForm(form);
  if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400 });
  try {
    const result = await checkInAgain(set.id, { ...submission.value, at: resolveEventTime(submission.value.at) }, by);
    if (!result.ok) {
      if (result.error === "wrong_status") return data<Reply>({ result: submission.reply({ formErrors: [T.errors.alreadyStored] }) }, { status: 409 });
      return refusal(submission, result, submission.value.location);
    }
    return redirectWithToast(hotelPaths.set(set.id), { type: "success", message: T.toasts.checkedIn });
  } catch (error) {
    return failed(submission, error);
  }
}

/** 'now' as the check-out and check-in forms show it (Helsinki wall time for datetime-local). */
export const nowForForm = () => toHelsinkiWallTime(serverNow());

/**
 * When it happened: the form's time, or now when the admin left it at the current minute (the form's
 * default has no seconds; now keeps the events of one minute in the order they happened).
 */
export function resolveEventTime(at: Date | null): Date {
  const now = serverNow();
  return at === null || toHelsinkiWallTime(at) === toHelsinkiWallTime(now) ? now : at;
}

export async function removeSet(idParam: string | undefined): Promise<Response> {
  const set = await requireSet(idParam);
  return deleteAndReturn(hotelPaths.customer(set.customerId), set.id, deleteSet, {
    deleted: T.toasts.setDeleted,
    notFound: T.errors.setNotFound,
    failed: T.errors.delete,
    logMessage: "Rengashotellin sarjan poisto epäonnistui:",
  });
}

// ---------------------------------------------------------------- photos

/** The set page's upload form (multipart): one photo, checked by content; to the set page with a toast. */
export async function handlePhotoUpload(request: Request, idParam: string | undefined) {
  const set = await requireSet(idParam);
  const form = await readUploadForm(request, { maxFields: 5, maxIndex: 0 });
  const file = form.get("photo");
  const result = await addSetPhoto(set.id, isUploadedFile(file) ? file : null);
  if (!result.ok) return data({ photoError: result.error }, { status: result.status });
  return redirectWithToast(`${hotelPaths.set(set.id)}#kuvat`, { type: "success", message: T.toasts.photoAdded });
}

export async function requirePhoto(setIdParam: string | undefined, photoIdParam: string | undefined) {
  const setId = parseDatabaseId(setIdParam);
  const photoId = parseDatabaseId(photoIdParam);
  const photo = setId === null || photoId === null ? null : await getSetPhoto(photoId);
  if (!photo || photo.setId !== setId) throw notFound(T.errors.photoNotFound);
  return { setId: photo.setId, id: photo.id };
}

export async function removePhoto(setIdParam: string | undefined, photoIdParam: string | undefined): Promise<Response> {
  const photo = await requirePhoto(setIdParam, photoIdParam);
  return deleteAndReturn(`${hotelPaths.set(photo.setId)}#kuvat`, photo.id, (id) => deleteSetPhoto(photo.setId, id), {
    deleted: T.toasts.photoDeleted,
    notFound: T.errors.photoNotFound,
    failed: T.errors.delete,
    logMessage: "Rengashotellin kuvan poisto epäonnistui:",
  });
}

// ---------------------------------------------------------------- label and storage views

export async function loadLabel(idParam: string | undefined) {
  return setLabel(await requireSet(idParam));
}

/** The shelf of ?hylly= (upper case, as places are stored); null for all. */
function shelfParam(url: URL): string | null {
  const value = (url.searchParams.get("hylly") ?? "").trim().toUpperCase().slice(0, 8);
  return /^[A-ZÅÄÖ0-9-]{1,8}$/.test(value) ? value : null;
}

export async function loadOccupancy(url: URL) {
  const shelf = shelfParam(url);
  const result = await occupancy(shelf);
  return {
    shelf,
    total: result.total,
    shelfNames: result.shelfNames,
    shelves: result.shelves.map((entry) => ({
      name: entry.name,
      sets: entry.sets.map((set) => ({ id: set.id, location: set.location, registration: set.registration, customerName: set.customerName, season: SEASON_LABEL[set.season], size: set.size })),
    })),
  };
}

/** ?kausi=talvi|kesa; without it the season to fit next (winter from July, summer from January). */
export function seasonParam(url: URL): TyreSeason {
  const value = url.searchParams.get("kausi");
  const season = TYRE_SEASONS.find((candidate) => SEASON_PARAM[candidate] === value);
  if (season) return season;
  return serverNow().getUTCMonth() >= 6 ? "winter" : "summer";
}

export async function loadSwapList(url: URL) {
  const season = seasonParam(url);
  const rows = await swapList(season);
  return {
    season,
    seasonLabel: SEASON_LABEL[season],
    today: formatDate(serverNow()),
    sets: rows.map((row) => ({
      id: row.id,
      location: row.location,
      registration: row.registration,
      customerName: row.customerName,
      customerPhone: row.customerPhone,
      size: row.size,
      brandModel: row.brandModel,
      warnings: row.warnings.map((warning) => warning.text),
    })),
  };
}
