/**
 * The 'Järjestelmä' view (issue 30): the job queues' state for the admin. Its texts and the pure rules the
 * loader, the components and the tests share: what a failed job's error may show, when a worker counts
 * as alive, the names of the queues and schedules in Finnish.
 */

export const SYSTEM_PATH = "/admin/jarjestelma";

/** A worker whose last heartbeat is older than this is shown as not answering (it writes one every 15 s). */
export const WORKER_ALIVE_MS = 45_000;
/** A failed job's error is cut to this many characters in the view. */
export const ERROR_SHOWN_CHARS = 300;
/** Failed jobs listed, newest first. */
export const FAILED_SHOWN = 20;

export const SYSTEM_TEXTS = {
  metaTitle: "Järjestelmä | Rengas-Kaarto ylläpito",
  back: "← Asetukset",
  title: "Järjestelmä",
  intro: "Taustatöiden tila: worker, jonot, ajastukset ja epäonnistuneet työt.",
  workerHeading: "Worker",
  inProcess: "Taustatyöt ajetaan verkkopalvelimen prosessissa",
  inProcessDetail: "Redistä ei ole määritetty (REDIS_URL), joten erillistä workeria ei ole: tämä palvelin ajaa työt itse ja on käynnissä, kun tämä sivu aukeaa.",
  noWorker: "Worker ei ole käynnissä",
  noWorkerDetail: "Yksikään worker ei ole ilmoittanut itsestään minuuttiin. Käynnistä se komennolla npm run worker.",
  workerAlive: "Worker käynnissä",
  workerLate: "Worker ei vastaa",
  lastHeartbeat: (age: string) => `viimeisin elonmerkki ${age} sitten`,
  workerHost: (host: string, pid: number) => `${host}, prosessi ${pid}`,
  startedAt: (at: string) => `käynnistetty ${at}`,
  redisDown: "Rediksen tilaa ei saatu luettua: Redis ei vastaa.",
  queuesHeading: "Jonot",
  queuesCaption: "Töiden määrät jonoittain",
  queueColumns: ["Jono", "Odottaa", "Käynnissä", "Viivästetty", "Epäonnistunut"],
  schedulesHeading: "Ajastukset",
  schedulesCaption: "Ajastettujen töiden seuraavat ajot",
  scheduleColumns: ["Ajastus", "Jono", "Seuraava ajo"],
  notScheduled: "Ei ajastettu (worker luo ajastuksen käynnistyessään)",
  failedHeading: "Epäonnistuneet työt",
  failedCaption: "Viimeisimmät epäonnistuneet työt",
  failedColumns: ["Jono", "Työ", "Aika", "Yrityksiä", "Virhe", "Toiminnot"],
  noFailures: "Ei epäonnistuneita töitä.",
  retry: "Yritä uudelleen",
  retried: "Työ palautettiin jonoon.",
  retriedInProcess: "Työ ajetaan uudelleen.",
  notFound: "Työtä ei löytynyt: se on ehkä jo yritetty uudelleen.",
  retryFailed: "Työn palauttaminen jonoon epäonnistui: Redis ei vastaa. Yritä hetken päästä uudelleen.",
  unknownTime: "–",
} as const;

export const QUEUE_LABELS: Record<string, string> = {
  newsletters: "Uutiskirjeet",
  competitors: "Kilpailijaseuranta",
  maintenance: "Ylläpito",
};

export const SCHEDULE_LABELS: Record<string, string> = {
  "expire-sessions": "Vanhentuneiden istuntojen poisto",
  "purge-personal-data": "Henkilötietojen poisto säilytysajan jälkeen",
  "purge-audit-log": "Tapahtumalokin siivous",
  newsletters: "Ajastetut uutiskirjeet (joka minuutti)",
  "competitors-daily": "Kilpailijoiden päivittäinen tarkistus (klo 8.00)",
  backup: "Yöllinen varmuuskopio (klo 3.30, kun BACKUP_KEEP on asetettu)",
};

/** An every-N-ms schedule without a fixed time, in Finnish ('tunnin välein'). */
export function intervalText(everyMs: number): string {
  const minutes = Math.round(everyMs / 60_000);
  if (minutes === 1) return "minuutin välein";
  if (minutes < 60) return `${minutes} minuutin välein`;
  const hours = Math.round(minutes / 60);
  if (hours === 1) return "tunnin välein";
  if (hours === 24) return "kerran vuorokaudessa";
  return `${hours} tunnin välein`;
}

/** How long ago, in Finnish: '12 s', '3 min', '2 h'. */
export function ageText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h`;
}

const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[a-z]{2,}/gi;

/**
 * What the view may show of a failed job's error: e-mail addresses masked (an SMTP refusal names its
 * recipient), control characters and runs of white space flattened, cut to ERROR_SHOWN_CHARS.
 */
export function shownError(message: string): string {
  // eslint-disable-next-line no-control-regex
  const flat = message.replace(EMAIL, "[sähköpostiosoite]").replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
  return flat.length > ERROR_SHOWN_CHARS ? `${flat.slice(0, ERROR_SHOWN_CHARS - 1)}…` : flat;
}

/** A queue name from a form: one of the known queues, or null. */
export function parseQueueName<Q extends string>(value: unknown, known: readonly Q[]): Q | null {
  return typeof value === "string" && (known as readonly string[]).includes(value) ? (value as Q) : null;
}

/** A job id from a form: BullMQ's ids here are short printable strings; anything else is null. */
export function parseJobId(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9:_-]{1,200}$/.test(value) ? value : null;
}
