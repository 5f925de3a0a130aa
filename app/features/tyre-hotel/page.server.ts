/**
 * What the register's routes do besides rendering: the search page, customers and vehicles (forms,
 * deletes). Sets, photos, the label and the storage views are in sets.page.server.ts. Every outcome is
 * a redirect with a toast; a refused form comes back with everything typed (Conform's submission reply).
 */
import { data } from "@remix-run/node";
import { formatDate, formatDateTime } from "~/lib/format";
import { parseDatabaseId } from "~/lib/database-id";
import { clampPage, parsePageNumber } from "~/lib/paging";
import { deleteAndReturn, redirectWithToast } from "~/services/toast.server";
import {
  type HotelCustomer,
  type HotelVehicle,
  createCustomer,
  createVehicle,
  deleteCustomer,
  deleteVehicle,
  getCustomer,
  getVehicle,
  loadCustomerFile,
  searchRegister,
  updateCustomer,
  updateVehicle,
} from "./model.server";
import { type CustomerFormValues, type VehicleFormValues, parseCustomerForm, parseVehicleForm } from "./schema";
import { latestStoredSets } from "./sets.model.server";
import { SEASON_LABEL, recommendation } from "./rules";
import { HOTEL_PATH, HOTEL_PER_PAGE, HOTEL_TEXTS as T, REMINDER_STATUS_TEXT, hotelPaths } from "./texts";

export const notFound = (message: string) => new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The longest query the search reads; anything beyond is cut. */
const MAX_QUERY = 100;

// ---------------------------------------------------------------- the register

export async function loadRegister(url: URL) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const requested = parsePageNumber(url.searchParams.get("sivu"), { max: 10_000 });
  const offset = (requested - 1) * HOTEL_PER_PAGE;
  if (query) {
    let result = await searchRegister(query, { limit: HOTEL_PER_PAGE, offset });
    // A page past the end (an old link) shows the last one.
    const { page, pageCount } = clampPage(requested, result.total, HOTEL_PER_PAGE);
    if (page !== requested) result = await searchRegister(query, { limit: HOTEL_PER_PAGE, offset: (page - 1) * HOTEL_PER_PAGE });
    return {
      query,
      page,
      pageCount,
      total: result.total,
      customers: result.customers,
      latest: [],
    };
  }
  let latest = await latestStoredSets({ limit: HOTEL_PER_PAGE, offset });
  const { page, pageCount } = clampPage(requested, latest.total, HOTEL_PER_PAGE);
  if (page !== requested) latest = await latestStoredSets({ limit: HOTEL_PER_PAGE, offset: (page - 1) * HOTEL_PER_PAGE });
  return {
    query,
    page,
    pageCount,
    total: latest.total,
    customers: [],
    latest: latest.sets.map(({ warnings, checkedInAt, ...set }) => ({ ...set, checkedIn: checkedInAt ? formatDate(checkedInAt) : "–", warnings: warnings.length })),
  };
}

// ---------------------------------------------------------------- customers

export async function requireCustomer(idParam: string | undefined): Promise<HotelCustomer> {
  const id = parseDatabaseId(idParam);
  const customer = id === null ? null : await getCustomer(id);
  if (!customer) throw notFound(T.errors.customerNotFound);
  return customer;
}

export function customerFormValuesOf(customer: HotelCustomer): CustomerFormValues {
  return { name: customer.name, phone: customer.phone ?? "", email: customer.email ?? "", reminderConsent: customer.reminderConsent, notes: customer.notes ?? "" };
}

/** Creates (`existing` null) or updates a customer; to the customer page. */
export async function handleCustomerForm(form: FormData, existing: HotelCustomer | null) {
  const submission = parseCustomerForm(form);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    if (!existing) {
      const created = await createCustomer(submission.value);
      return redirectWithToast(hotelPaths.customer(created.id), { type: "success", message: T.toasts.customerCreated });
    }
    const updated = await updateCustomer(existing.id, submission.value);
    if (!updated) return data({ result: submission.reply({ formErrors: [T.errors.customerNotFound] }) }, { status: 404 });
    return redirectWithToast(hotelPaths.customer(existing.id), { type: "success", message: T.toasts.customerUpdated });
  } catch (error) {
    console.error("Rengashotellin asiakkaan tallennus epäonnistui:", error);
    return data({ result: submission.reply({ formErrors: [T.errors.save] }) }, { status: 500 });
  }
}

export function removeCustomer(idParam: string | undefined): Promise<Response> {
  return deleteAndReturn(HOTEL_PATH, parseDatabaseId(idParam), deleteCustomer, {
    deleted: T.toasts.customerDeleted,
    notFound: T.errors.customerNotFound,
    failed: T.errors.delete,
    logMessage: "Rengashotellin asiakkaan poisto epäonnistui:",
  });
}

/** The customer page: contact, vehicles, each vehicle's sets with warnings and history, reminders sent. */
export async function loadCustomerPage(idParam: string | undefined) {
  const id = parseDatabaseId(idParam);
  const file = id === null ? null : await loadCustomerFile(id);
  if (!file) throw notFound(T.errors.customerNotFound);
  const { customer, vehicles, reminders } = file;
  return {
    customer: {
      id: customer.id,
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      reminderConsent: customer.reminderConsent,
      notes: customer.notes,
      lastCheckOut: customer.lastCheckOutAt ? formatDate(customer.lastCheckOutAt) : null,
    },
    vehicles: vehicles.map((vehicle) => ({
      id: vehicle.id,
      registration: vehicle.registration,
      makeModel: vehicle.makeModel,
      sets: vehicle.sets.map((set) => ({
        id: set.id,
        season: SEASON_LABEL[set.season],
        size: set.size,
        brandModel: set.brandModel,
        withRims: set.withRims,
        status: set.status,
        location: set.location,
        warnings: set.warnings.map((warning) => warning.text),
        recommendation: recommendation(set.warnings),
        history: set.events.map((event) =>
          T.set.eventAt(T.set.events[event.kind], formatDateTime(event.at), event.by, event.location),
        ),
      })),
    })),
    reminders: reminders.map((reminder) => ({
      id: reminder.id,
      setId: reminder.setId,
      seasonKey: reminder.seasonKey,
      season: SEASON_LABEL[reminder.season],
      status: REMINDER_STATUS_TEXT[reminder.status] ?? reminder.status,
      sentAt: reminder.sentAt ? formatDateTime(reminder.sentAt) : "–",
    })),
  };
}

// ---------------------------------------------------------------- vehicles

export async function requireVehicle(idParam: string | null | undefined): Promise<HotelVehicle & { customerName: string }> {
  const id = parseDatabaseId(idParam);
  const vehicle = id === null ? null : await getVehicle(id);
  if (!vehicle) throw notFound(T.errors.vehicleNotFound);
  return vehicle;
}

export const vehicleFormValuesOf = (vehicle: HotelVehicle): VehicleFormValues => ({ registration: vehicle.registration, makeModel: vehicle.makeModel ?? "" });

/** Adds a vehicle to `customerId`, or updates `existing`; to the customer page. A taken registration is the field's error. */
export async function handleVehicleForm(form: FormData, target: { customerId: number; existing: HotelVehicle | null }) {
  const submission = parseVehicleForm(form);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const result = target.existing ? await updateVehicle(target.existing.id, submission.value) : await createVehicle(target.customerId, submission.value);
    if (!result.ok) {
      const message = result.error === "registration_taken" ? T.errors.registrationTaken(submission.value.registration) : T.errors.vehicleNotFound;
      return data({ result: submission.reply({ fieldErrors: { registration: [message] } }) }, { status: result.error === "registration_taken" ? 409 : 404 });
    }
    return redirectWithToast(hotelPaths.customer(target.customerId), { type: "success", message: target.existing ? T.toasts.vehicleUpdated : T.toasts.vehicleCreated });
  } catch (error) {
    console.error("Ajoneuvon tallennus epäonnistui:", error);
    return data({ result: submission.reply({ formErrors: [T.errors.save] }) }, { status: 500 });
  }
}

export async function removeVehicle(idParam: string | undefined): Promise<Response> {
  const vehicle = await requireVehicle(idParam);
  return deleteAndReturn(hotelPaths.customer(vehicle.customerId), vehicle.id, deleteVehicle, {
    deleted: T.toasts.vehicleDeleted,
    notFound: T.errors.vehicleNotFound,
    failed: T.errors.delete,
    logMessage: "Ajoneuvon poisto epäonnistui:",
  });
}
