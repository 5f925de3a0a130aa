import { Link } from "@remix-run/react";
import { chatPageHref, openChatFromLink } from "~/features/chat/components/open-chat";
import { ArrowRightIcon, ChatIcon, QuestionIcon } from "~/components/ui/icons";
import { SectionHeading } from "./SectionHeading";

export const FAQ_QUESTIONS = [
  "Paljonko renkaanvaihto maksaa?",
  "Mistä tiedän oikean rengaskoon?",
  "Paljonko rengashotelli maksaa?",
  "Kauanko renkaanvaihto kestää?",
  "Tarvitseeko renkaanvaihtoon varata ajan?",
  "Milloin renkaat kannattaa vaihtaa?",
];

/**
 * Six common questions handed to Kaartobotti. With JavaScript (and the chat shown after a cookie choice)
 * a click opens the chat, which then sends the question; otherwise the link opens the chat page with
 * the question filled in.
 */
export function Faq() {
  return (
    <section aria-labelledby="faq-title" className="py-16 sm:py-20" data-section="faq">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[1fr_1.6fr] lg:px-6">
        <div>
          <SectionHeading id="faq-title" eyebrow="Usein kysyttyä" title="Kysy meiltä" align="left">
            <p>Valitse kysymys, niin autamme – nopeimmin saat vastauksen soittamalla tai poikkeamalla liikkeessä.</p>
          </SectionHeading>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300">
            <ChatIcon className="h-4 w-4" />
            Kaartobotti vastaa kysymyksiin ympäri vuorokauden
          </p>
        </div>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {FAQ_QUESTIONS.map((question) => (
            <li key={question}>
              <Link
                to={chatPageHref(question)}
                onClick={(event) => openChatFromLink(event, question)}
                data-question={question}
                data-testid="faq-question"
                className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 shadow-sm transition hover:border-brand-500 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-red-400"
              >
                <QuestionIcon className="h-6 w-6 shrink-0 text-brand-600 dark:text-red-400" />
                <span className="flex-1">{question}</span>
                <ArrowRightIcon className="h-4 w-4 shrink-0 text-slate-400 transition group-hover:translate-x-1 group-hover:text-brand-600" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
