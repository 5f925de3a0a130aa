import { Form, useNavigation } from "@remix-run/react";
import { ACCOUNT_TEXTS as T } from "../texts";

export type SessionItem = { id: string; device: string; address: string; started: string; lastSeen: string; current: boolean };

/** 'Kirjautumiset': this account's live sessions; each other one can be signed out, or all of them at once. */
export function SessionList({ sessions }: { sessions: SessionItem[] }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData : undefined;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={T.sessionsTitle}>
        {sessions.map((session) => {
          const signingOut = pending?.get("intent") === "sign-out" && pending.get("sessionId") === session.id;
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
              <div className="space-y-1 text-sm">
                <p className="font-medium">
                  {session.device}
                  {session.current ? (
                    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100" data-testid="this-device">
                      {T.thisDevice}
                    </span>
                  ) : null}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-slate-700 dark:text-slate-300">
                  <dt>{T.address}</dt>
                  <dd>{session.address}</dd>
                  <dt>{T.started}</dt>
                  <dd>{session.started}</dd>
                  <dt>{T.lastSeen}</dt>
                  <dd>{session.lastSeen}</dd>
                </dl>
              </div>
              {session.current ? null : (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="sign-out" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <button type="submit" className="btn-secondary" disabled={signingOut} aria-label={T.signOutNamed(session.device)}>
                    {signingOut ? T.signingOut : T.signOut}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="sign-out-others" />
          <button type="submit" className="btn-secondary" disabled={pending?.get("intent") === "sign-out-others"}>
            {pending?.get("intent") === "sign-out-others" ? T.signingOut : T.signOutOthers}
          </button>
        </Form>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{T.noOthers}</p>
      )}
    </div>
  );
}
