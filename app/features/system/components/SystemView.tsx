import { Form, useNavigation } from "@remix-run/react";
import { AdminTable } from "~/components/ui/AdminTable";
import { formatDateTimeNumeric } from "~/lib/format";
import type { SystemPageData } from "../page.server";
import { QUEUE_LABELS, SCHEDULE_LABELS, SYSTEM_TEXTS as T, ageText, intervalText } from "../rules";

const cell = "px-3 py-2 align-top";
const muted = "text-sm text-slate-600 dark:text-slate-400";

/** The worker's state: alive (its heartbeat's age), not answering, missing, or the web process itself without Redis. */
function WorkerCard({ data }: { data: SystemPageData }) {
  if (data.mode === "in-process") {
    return (
      <section className="card" aria-labelledby="system-worker" data-testid="system-worker" data-state="in-process">
        <h3 id="system-worker" className="text-lg font-semibold">
          {T.workerHeading}
        </h3>
        <p className="mt-2 font-medium">{T.inProcess}</p>
        <p className={muted}>{T.inProcessDetail}</p>
      </section>
    );
  }
  const alive = data.workers.some((worker) => worker.alive);
  return (
    <section className="card" aria-labelledby="system-worker" data-testid="system-worker" data-state={alive ? "alive" : "missing"}>
      <h3 id="system-worker" className="text-lg font-semibold">
        {T.workerHeading}
      </h3>
      {data.redisDown ? <p className="mt-2 font-medium text-red-700 dark:text-red-400">{T.redisDown}</p> : null}
      {data.workers.length === 0 && !data.redisDown ? (
        <>
          <p className="mt-2 font-medium text-red-700 dark:text-red-400">{T.noWorker}</p>
          <p className={muted}>{T.noWorkerDetail}</p>
        </>
      ) : null}
      <ul className="mt-2 space-y-2">
        {data.workers.map((worker) => (
          <li key={worker.id} data-testid="system-worker-row">
            <span className={`font-medium ${worker.alive ? "text-green-800 dark:text-green-400" : "text-red-700 dark:text-red-400"}`}>
              {worker.alive ? T.workerAlive : T.workerLate}
            </span>{" "}
            <span className={muted}>
              ({T.lastHeartbeat(ageText(worker.ageMs))}; {T.workerHost(worker.host, worker.pid)}
              {worker.startedAt ? `; ${T.startedAt(formatDateTimeNumeric(worker.startedAt))}` : ""})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QueueTable({ data }: { data: SystemPageData }) {
  return (
    <section className="space-y-2" aria-labelledby="system-queues">
      <h3 id="system-queues" className="text-lg font-semibold">
        {T.queuesHeading}
      </h3>
      <AdminTable caption={T.queuesCaption} columns={[...T.queueColumns]} minWidthClass="min-w-[36rem]">
        {data.queues.map((queue) => (
          <tr key={queue.queue} data-testid="system-queue" data-queue={queue.queue} className="border-b border-slate-100 dark:border-slate-800">
            <td className={cell}>{QUEUE_LABELS[queue.queue] ?? queue.queue}</td>
            <td className={`${cell} tabular-nums`}>{queue.waiting}</td>
            <td className={`${cell} tabular-nums`}>{queue.active}</td>
            <td className={`${cell} tabular-nums`}>{queue.delayed}</td>
            <td className={`${cell} tabular-nums`} data-testid="system-queue-failed">
              {queue.failed}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

function ScheduleTable({ data }: { data: SystemPageData }) {
  return (
    <section className="space-y-2" aria-labelledby="system-schedules">
      <h3 id="system-schedules" className="text-lg font-semibold">
        {T.schedulesHeading}
      </h3>
      <AdminTable caption={T.schedulesCaption} columns={[...T.scheduleColumns]} minWidthClass="min-w-[36rem]">
        {data.schedules.map((schedule) => (
          <tr key={schedule.id} data-testid="system-schedule" data-schedule={schedule.id} className="border-b border-slate-100 dark:border-slate-800">
            <td className={cell}>{SCHEDULE_LABELS[schedule.id] ?? schedule.name}</td>
            <td className={cell}>{QUEUE_LABELS[schedule.queue] ?? schedule.queue}</td>
            <td className={`${cell} tabular-nums`}>
              {schedule.next ? (
                <time dateTime={schedule.next}>{formatDateTimeNumeric(schedule.next)}</time>
              ) : data.mode === "in-process" ? (
                intervalText(schedule.everyMs)
              ) : (
                T.notScheduled
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

function FailedJobs({ data }: { data: SystemPageData }) {
  const navigation = useNavigation();
  const retrying = navigation.state === "submitting" ? navigation.formData?.get("id") : undefined;
  return (
    <section className="space-y-2" aria-labelledby="system-failed">
      <h3 id="system-failed" className="text-lg font-semibold">
        {T.failedHeading}
      </h3>
      {data.failures.length === 0 && data.redisDown ? (
        <p className="card text-sm">{T.redisDown}</p>
      ) : data.failures.length === 0 ? (
        <p className="card text-sm" data-testid="system-no-failures">
          {T.noFailures}
        </p>
      ) : (
        <AdminTable caption={T.failedCaption} columns={[...T.failedColumns]} minWidthClass="min-w-[56rem]" busy={navigation.state !== "idle"}>
          {data.failures.map((failure) => (
            <tr key={`${failure.queue}:${failure.id}`} data-testid="system-failure" data-queue={failure.queue} className="border-b border-slate-100 dark:border-slate-800">
              <td className={cell}>{QUEUE_LABELS[failure.queue] ?? failure.queue}</td>
              <td className={`${cell} break-all font-mono text-xs`}>{failure.name}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {failure.failedAt ? <time dateTime={failure.failedAt}>{formatDateTimeNumeric(failure.failedAt)}</time> : T.unknownTime}
              </td>
              <td className={`${cell} tabular-nums`}>{failure.attempts}</td>
              <td className={`${cell} max-w-md break-words`} data-testid="system-failure-error">
                {failure.error}
              </td>
              <td className={cell}>
                <Form method="post" aria-label={`${T.retry}: ${QUEUE_LABELS[failure.queue] ?? failure.queue} ${failure.name}`}>
                  <input type="hidden" name="queue" value={failure.queue} />
                  <input type="hidden" name="id" value={failure.id} />
                  <button type="submit" className="btn-secondary whitespace-nowrap" disabled={retrying === failure.id}>
                    {T.retry}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

/** The 'Järjestelmä' view: worker, queues, schedules and failed jobs; 'Yritä uudelleen' posts a plain form (with or without JavaScript). */
export function SystemView({ data }: { data: SystemPageData }) {
  return (
    <div className="space-y-6">
      <WorkerCard data={data} />
      <QueueTable data={data} />
      <ScheduleTable data={data} />
      <FailedJobs data={data} />
    </div>
  );
}
