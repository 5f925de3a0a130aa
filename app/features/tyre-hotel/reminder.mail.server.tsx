/**
 * The season reminder as mail: the stored set (registration, season, size, brand), each tyre's tread
 * and age, the warnings and the shop's recommendation (rules.ts), the booking button, the customer's own
 * link, and the unsubscribe link with RFC 8058 one-click headers (as the newsletters,
 * features/newsletters/mail.server.tsx). One mail per set; a stable Message-ID per round and set lets a
 * mailbox drop the copy a crashed sender may have sent before it could mark the row.
 */
import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { COMPANY } from "~/content/company";
import type { MailMessage } from "~/services/mail.server";
import type { ReminderMailData } from "./reminders.model.server";
import { CUSTOMER_VIEW_TEXTS as V, REMINDER_MAIL_SUBJECT, REMINDER_ONE_CLICK_PATH, REMINDER_UNSUBSCRIBE_PAGE_PATH, YOUR_TYRES, firstName, formatTread, setCondition } from "./reminders.rules";
import { SEASON_LABEL } from "./rules";

const BRAND = "#b91c1c";
const FONT = "Arial,Helvetica,sans-serif";
const text = (extra: CSSProperties = {}): CSSProperties => ({ fontFamily: FONT, fontSize: 16, lineHeight: 1.6, color: "#1e293b", margin: "0 0 16px", ...extra });

export type ReminderLinks = { booking: string; customerView: string; unsubscribePage: string; oneClick: string };

/** The reminder's own addresses for a customer: the unsubscribe page and the one-click endpoint. */
export function reminderUnsubscribeLinks(origin: string, token: string): { page: string; oneClick: string } {
  const encoded = encodeURIComponent(token);
  return { page: `${origin}${REMINDER_UNSUBSCRIBE_PAGE_PATH}?token=${encoded}`, oneClick: `${origin}${REMINDER_ONE_CLICK_PATH}?token=${encoded}` };
}

function ReminderMail({ data, links, today }: { data: ReminderMailData; links: ReminderLinks; today: Date }) {
  const { set } = data;
  const condition = setCondition(set, today);
  const cell: CSSProperties = { fontFamily: FONT, fontSize: 14, padding: "6px 8px", borderBottom: "1px solid #e2e8f0", textAlign: "left" };
  return (
    <html lang="fi">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{REMINDER_MAIL_SUBJECT}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: "#f1f5f9" }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: "#f1f5f9" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "16px 8px" }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 600, background: "#ffffff", borderRadius: 8 }}>
                  <tbody>
                    <tr>
                      <td style={{ fontFamily: FONT, padding: "16px 20px", background: BRAND, color: "#ffffff", fontSize: 20, fontWeight: "bold", borderRadius: "8px 8px 0 0" }}>
                        {COMPANY.name} · Rengashotelli
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "24px 20px 8px" }}>
                        <h1 style={{ fontFamily: FONT, fontSize: 22, lineHeight: 1.3, margin: "0 0 16px", color: "#0f172a" }}>{REMINDER_MAIL_SUBJECT}</h1>
                        <p style={text()}>{V.greeting(firstName(data.customer.name))}</p>
                        <p style={text()}>
                          {YOUR_TYRES[set.season]} odottavat meillä Rengashotellissa. Varaa aika renkaanvaihtoon, niin vaihdamme ne autoosi.
                        </p>
                        <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px", borderCollapse: "collapse" }}>
                          <tbody>
                            <tr>
                              <th style={cell}>Rekisterinumero</th>
                              <td style={cell}>{set.registration}</td>
                            </tr>
                            <tr>
                              <th style={cell}>Renkaat</th>
                              <td style={cell}>
                                {SEASON_LABEL[set.season]}, {set.size}
                                {set.brandModel ? `, ${set.brandModel}` : ""}
                                {set.withRims ? ` (${V.withRims.toLowerCase()})` : ""}
                              </td>
                            </tr>
                          </tbody>
                        </table>
                        <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px", borderCollapse: "collapse", width: "100%" }}>
                          <thead>
                            <tr>
                              <th style={cell}>{V.position}</th>
                              <th style={cell}>{V.tread}</th>
                              <th style={cell}>{V.age}</th>
                            </tr>
                          </thead>
                          <tbody>
                            {condition.tyres.map((tyre) => (
                              <tr key={tyre.position}>
                                <td style={cell}>{tyre.label}</td>
                                <td style={cell}>{formatTread(tyre.treadMm)}</td>
                                <td style={cell}>{tyre.ageYears === null ? V.unknown : V.years(tyre.ageYears)}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                        {condition.warnings.length > 0 ? (
                          <ul style={{ ...text(), color: "#92400e", paddingLeft: 24 }}>
                            {condition.warnings.map((warning) => (
                              <li key={`${warning.kind}-${warning.position}`}>{warning.text}</li>
                            ))}
                          </ul>
                        ) : null}
                        <p style={text({ fontWeight: "bold" })}>{condition.recommendation}</p>
                        <p style={{ margin: "24px 0" }}>
                          <a
                            href={links.booking}
                            style={{ fontFamily: FONT, display: "inline-block", background: BRAND, color: "#ffffff", padding: "12px 20px", borderRadius: 6, fontWeight: "bold", textDecoration: "none" }}
                          >
                            {V.book}
                          </a>
                        </p>
                        <p style={text()}>
                          {V.callUs(COMPANY.phone)} Renkaidesi tiedot näet myös{" "}
                          <a href={links.customerView} style={{ color: BRAND }}>
                            omalta sivultasi
                          </a>
                          .
                        </p>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ fontFamily: FONT, padding: "16px 20px 24px", fontSize: 13, lineHeight: 1.5, color: "#64748b", borderTop: "1px solid #e2e8f0" }}>
                        Saat tämän muistutuksen, koska renkaasi ovat säilytyksessä {COMPANY.shortName}n Rengashotellissa ja olet antanut luvan muistutuksiin.{" "}
                        <a href={links.unsubscribePage} style={{ color: "#64748b", textDecoration: "underline" }}>
                          En halua muistutuksia
                        </a>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function plainText(data: ReminderMailData, links: ReminderLinks, today: Date): string {
  const { set } = data;
  const condition = setCondition(set, today);
  return [
    REMINDER_MAIL_SUBJECT,
    "",
    V.greeting(firstName(data.customer.name)),
    "",
    `${YOUR_TYRES[set.season]} odottavat meillä Rengashotellissa. Varaa aika renkaanvaihtoon, niin vaihdamme ne autoosi.`,
    "",
    `Rekisterinumero: ${set.registration}`,
    `Renkaat: ${SEASON_LABEL[set.season]}, ${set.size}${set.brandModel ? `, ${set.brandModel}` : ""}`,
    ...condition.tyres.map((tyre) => `- ${tyre.label}: ${V.tread.toLowerCase()} ${formatTread(tyre.treadMm)}, ikä ${tyre.ageYears === null ? V.unknown : V.years(tyre.ageYears)}`),
    ...(condition.warnings.length > 0 ? ["", ...condition.warnings.map((warning) => `! ${warning.text}`)] : []),
    "",
    condition.recommendation,
    "",
    `${V.book}: ${links.booking}`,
    V.callUs(COMPANY.phone),
    `Oma sivusi: ${links.customerView}`,
    "",
    "--",
    `Saat tämän muistutuksen, koska renkaasi ovat säilytyksessä ${COMPANY.shortName}n Rengashotellissa ja olet antanut luvan muistutuksiin.`,
    `En halua muistutuksia: ${links.unsubscribePage}`,
    "",
  ].join("\n");
}

/** The mail of one round and set, addressed to its customer, with the one-click unsubscribe headers. */
export function renderReminderMail(data: ReminderMailData, links: ReminderLinks, options: { today: Date; messageId?: string }): MailMessage {
  return {
    to: data.customer.email,
    subject: REMINDER_MAIL_SUBJECT,
    html: `<!DOCTYPE html>${renderToStaticMarkup(<ReminderMail data={data} links={links} today={options.today} />)}`,
    text: plainText(data, links, options.today),
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      ...(options.messageId ? { "Message-ID": options.messageId } : {}),
    },
  };
}
