import { Link } from "@remix-run/react";
import { AdminTable } from "~/components/ui/AdminTable";
import { HOTEL_TEXTS, hotelPaths } from "~/features/tyre-hotel/texts";
import { WarningList } from "./WarningList";

const T = HOTEL_TEXTS;

export type CustomerFileData = {
  customer: { id: number; name: string; phone: string | null; email: string | null; reminderConsent: boolean; notes: string | null; lastCheckOut: string | null };
  vehicles: {
    id: number;
    registration: string;
    makeModel: string | null;
    sets: {
      id: number;
      season: string;
      size: string;
      brandModel: string | null;
      withRims: boolean;
      status: "stored" | "out";
      location: string | null;
      warnings: string[];
      recommendation: string;
      history: string[];
    }[];
  }[];
  reminders: { id: number; setId: number; seasonKey: string; season: string; status: string; sentAt: string }[];
};

/** The customer page: contact and consent, notes, vehicles with their sets (stored and out), reminders sent. */
export function CustomerFile({ customer, vehicles, reminders }: CustomerFileData) {
  return (
    <div className="space-y-6" data-testid="hotel-customer">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold">{customer.name}</h2>
          {customer.lastCheckOut ? <p className="text-sm text-slate-600 dark:text-slate-400">{T.customer.lastCheckOut(customer.lastCheckOut)}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={hotelPaths.editCustomer(customer.id)} className="btn-secondary" preventScrollReset>
            {T.customer.edit}
          </Link>
          <a href={hotelPaths.exportCustomer(customer.id)} className="btn-secondary">
            {T.customer.export}
          </a>
          <Link to={hotelPaths.deleteCustomer(customer.id)} className="btn-secondary" preventScrollReset>
            {T.customer.delete}
          </Link>
        </div>
      </div>

      <section className="card space-y-2" aria-labelledby="customer-contact">
        <h3 id="customer-contact" className="text-lg font-semibold">
          {T.customer.contact}
        </h3>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{T.customer.fields.phone}</dt>
          <dd>{customer.phone ? <a href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`}>{customer.phone}</a> : "–"}</dd>
          <dt className="font-medium">{T.customer.fields.email}</dt>
          <dd className="break-all">{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : "–"}</dd>
        </dl>
        <p className="text-sm">{customer.reminderConsent ? T.customer.consentYes : T.customer.consentNo}</p>
        {customer.notes ? (
          <div>
            <h4 className="text-sm font-medium">{T.customer.fields.notes}</h4>
            <p className="whitespace-pre-line break-words text-sm">{customer.notes}</p>
          </div>
        ) : null}
      </section>

      <section className="space-y-3" aria-labelledby="customer-vehicles">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="customer-vehicles" className="text-lg font-semibold">
            {T.customer.vehicles}
          </h3>
          <Link to={hotelPaths.newVehicle(customer.id)} className="btn-primary" preventScrollReset>
            {T.customer.addVehicle}
          </Link>
        </div>
        {vehicles.length === 0 ? <p className="card text-sm">{T.customer.noVehicles}</p> : null}
        {vehicles.map((vehicle) => (
          <article key={vehicle.id} className="card space-y-3" aria-labelledby={`vehicle-${vehicle.id}`} data-testid="hotel-vehicle">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 id={`vehicle-${vehicle.id}`} className="font-semibold">
                <span className="font-mono">{vehicle.registration}</span>
                {vehicle.makeModel ? <span className="font-normal text-slate-600 dark:text-slate-400"> {vehicle.makeModel}</span> : null}
              </h4>
              <div className="flex flex-wrap gap-2">
                <Link to={hotelPaths.newSet(vehicle.id)} className="btn-primary px-3 py-1 text-sm" aria-label={`${T.vehicle.checkInNew}: ${vehicle.registration}`}>
                  {T.vehicle.checkInNew}
                </Link>
                <Link to={hotelPaths.editVehicle(vehicle.id)} className="btn-secondary px-3 py-1 text-sm" aria-label={`${T.vehicle.edit}: ${vehicle.registration}`}>
                  {T.vehicle.edit}
                </Link>
                <Link to={hotelPaths.deleteVehicle(vehicle.id)} className="btn-secondary px-3 py-1 text-sm" aria-label={`${T.vehicle.delete}: ${vehicle.registration}`}>
                  {T.vehicle.delete}
                </Link>
              </div>
            </div>
            {vehicle.sets.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{T.vehicle.noSets}</p> : null}
            <ul className="space-y-3">
              {vehicle.sets.map((set) => (
                <li key={set.id} className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700" data-testid="hotel-set">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link to={hotelPaths.set(set.id)} className="font-semibold underline">
                      {set.season} {set.size}
                    </Link>
                    {set.brandModel ? <span>{set.brandModel}</span> : null}
                    <span className="text-sm">({set.withRims ? T.set.withRims : T.set.withoutRims})</span>
                    <span className="rounded bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
                      {T.set.status[set.status]}
                      {set.location ? `, ${T.set.place} ${set.location}` : ""}
                    </span>
                  </p>
                  <WarningList warnings={set.warnings} recommendation={set.recommendation} />
                  {set.history.length ? (
                    <details>
                      <summary className="cursor-pointer text-sm underline">{T.set.history}</summary>
                      <ul className="ml-5 mt-1 list-disc text-sm">
                        {set.history.map((line, index) => (
                          <li key={index}>{line}</li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </section>

      <section className="space-y-3" aria-labelledby="customer-reminders">
        <h3 id="customer-reminders" className="text-lg font-semibold">
          {T.customer.reminders}
        </h3>
        {reminders.length === 0 ? (
          <p className="card text-sm">{T.customer.noReminders}</p>
        ) : (
          <AdminTable caption={T.customer.remindersCaption} columns={[T.customer.reminderColumns.season, T.customer.reminderColumns.status, T.customer.reminderColumns.sentAt]} minWidthClass="min-w-[24rem]">
            {reminders.map((reminder) => (
              <tr key={reminder.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                <td className="px-3 py-2">
                  {reminder.season} ({reminder.seasonKey})
                </td>
                <td className="px-3 py-2">{reminder.status}</td>
                <td className="px-3 py-2">{reminder.sentAt}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </div>
  );
}
