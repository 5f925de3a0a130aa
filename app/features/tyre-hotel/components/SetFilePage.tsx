import { Form, Link, useNavigation } from "@remix-run/react";
import { IMAGE_ACCEPT } from "~/lib/image-files";
import { HOTEL_MAX_PHOTOS, HOTEL_TEXTS, hotelPaths } from "~/features/tyre-hotel/texts";
import { WarningList } from "./WarningList";

const T = HOTEL_TEXTS.set;

export type SetPageData = {
  set: {
    id: number;
    season: string;
    size: string;
    brandModel: string | null;
    withRims: boolean;
    notes: string | null;
    status: "stored" | "out";
    location: string | null;
    checkedIn: string | null;
    checkedOut: string | null;
    tyres: { position: string; dot: string | null; tread: string | null }[];
    warnings: string[];
    recommendation: string;
    history: string[];
    registration: string;
    makeModel: string | null;
    vehicleId: number;
    customerId: number;
    customerName: string;
    customerPhone: string | null;
  };
  photos: number[];
};

/** The set page: what is stored where, the tyres, warnings, history, photos and the actions. */
export function SetFilePage({ set, photos, photoError }: SetPageData & { photoError?: string }) {
  const uploading = useNavigation().formEncType === "multipart/form-data";
  return (
    <div className="space-y-6" data-testid="hotel-set-page">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold">
            {T.heading(set.id)}: {set.season} {set.size}
          </h2>
          <p className="text-sm">
            {T.customer}:{" "}
            <Link to={hotelPaths.customer(set.customerId)} className="underline">
              {set.customerName}
            </Link>
            {set.customerPhone ? `, ${set.customerPhone}` : ""} · {T.vehicle}: <span className="font-mono font-semibold">{set.registration}</span>
            {set.makeModel ? ` ${set.makeModel}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {set.status === "stored" ? (
            <>
              <Link to={hotelPaths.checkOut(set.id)} className="btn-primary" preventScrollReset>
                {T.checkOut}
              </Link>
              <Link to={hotelPaths.label(set.id)} className="btn-secondary">
                {T.label}
              </Link>
            </>
          ) : (
            <Link to={hotelPaths.checkIn(set.id)} className="btn-primary" preventScrollReset>
              {T.checkIn}
            </Link>
          )}
          <Link to={hotelPaths.editSet(set.id)} className="btn-secondary" preventScrollReset>
            {T.edit}
          </Link>
          <Link to={hotelPaths.deleteSet(set.id)} className="btn-secondary" preventScrollReset>
            {T.delete}
          </Link>
        </div>
      </div>

      <section className="card space-y-3" aria-label={T.heading(set.id)}>
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-medium dark:bg-slate-800" data-testid="set-status">
            {T.status[set.status]}
            {set.location ? `, ${T.place} ${set.location}` : ""}
          </span>
          {set.brandModel ? <span>{set.brandModel}</span> : null}
          <span className="text-sm">({set.withRims ? T.withRims : T.withoutRims})</span>
        </p>
        {set.checkedIn ? <p className="text-sm">{set.checkedIn}</p> : null}
        {set.checkedOut ? <p className="text-sm">{set.checkedOut}</p> : null}
        <WarningList warnings={set.warnings} recommendation={set.recommendation} />
        <div className="overflow-x-auto">
          <table className="w-full min-w-[18rem] text-left text-sm">
            <caption className="sr-only">{T.tyresCaption}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="px-2 py-1">
                  {T.tyreColumns.position}
                </th>
                <th scope="col" className="px-2 py-1">
                  DOT
                </th>
                <th scope="col" className="px-2 py-1">
                  {T.tyreColumns.tread}
                </th>
              </tr>
            </thead>
            <tbody>
              {set.tyres.map((tyre) => (
                <tr key={tyre.position} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <th scope="row" className="px-2 py-1 font-medium">
                    {tyre.position}
                  </th>
                  <td className="px-2 py-1">{tyre.dot ?? "–"}</td>
                  <td className="px-2 py-1">{tyre.tread ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {set.notes ? <p className="whitespace-pre-line break-words text-sm">{set.notes}</p> : null}
      </section>

      <section className="card space-y-2" aria-labelledby="set-history">
        <h3 id="set-history" className="text-lg font-semibold">
          {T.history}
        </h3>
        {set.history.length === 0 ? (
          <p className="text-sm">{T.noHistory}</p>
        ) : (
          <ol className="ml-5 list-disc text-sm" data-testid="set-history">
            {set.history.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        )}
      </section>

      <section className="card space-y-3" aria-labelledby="kuvat-otsikko" id="kuvat">
        <h3 id="kuvat-otsikko" className="text-lg font-semibold">
          {T.photos} ({photos.length}/{HOTEL_MAX_PHOTOS})
        </h3>
        {photos.length === 0 ? <p className="text-sm">{T.noPhotos}</p> : null}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((photoId, index) => (
            <li key={photoId} className="space-y-1" data-testid="set-photo">
              <a href={hotelPaths.photo(photoId)}>
                <img src={hotelPaths.photo(photoId)} alt={T.photoAlt(index + 1)} className="aspect-square w-full rounded object-cover" loading="lazy" />
              </a>
              <Link to={hotelPaths.deletePhoto(set.id, photoId)} className="text-sm underline" aria-label={`${T.deletePhoto}: ${T.photoAlt(index + 1)}`} preventScrollReset>
                {T.deletePhoto}
              </Link>
            </li>
          ))}
        </ul>
        {photos.length < HOTEL_MAX_PHOTOS ? (
          <Form method="post" encType="multipart/form-data" className="space-y-2" aria-label={T.uploadPhoto} preventScrollReset>
            <label htmlFor="set-photo-file" className="block text-sm font-medium">
              {T.uploadPhoto}
            </label>
            <input
              id="set-photo-file"
              name="photo"
              type="file"
              accept={IMAGE_ACCEPT}
              className="block w-full text-sm"
              aria-describedby={`set-photo-help${photoError ? " set-photo-error" : ""}`}
              aria-invalid={photoError ? true : undefined}
              required
            />
            <p id="set-photo-help" className="text-xs text-slate-600 dark:text-slate-400">
              {T.photoHelp}
            </p>
            {photoError ? (
              <p id="set-photo-error" className="field-error" role="alert">
                {photoError}
              </p>
            ) : null}
            <button type="submit" className="btn-secondary" disabled={uploading}>
              {T.uploadButton}
            </button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
