/**
 * The seven tabs of the back-office, in the spec's order, then the ones issue 14 added. A tab appears in the navigation only once
 * its route exists (`available`), so the admin never meets a placeholder page.
 */
export const ADMIN_TABS = [
  { to: "/admin/renkaat", label: "Renkaiden hallinta", available: true },
  { to: "/admin/blogi", label: "Blogin hallinta", available: true },
  { to: "/admin/kampanjat", label: "Kampanjat", available: true },
  { to: "/admin/uutiskirjeet", label: "Uutiskirjeet & Tilaajat", available: true },
  { to: "/admin/asetukset", label: "Asetukset", available: true },
  { to: "/admin/palaute", label: "Chatbot Palaute", available: true },
  { to: "/admin/kilpailijat", label: "Kilpailija-analyysi", available: true },
  // Beyond the spec's seven (issue 14, decision 0022).
  { to: "/admin/tarjouspyynnot", label: "Tarjouspyynnöt", available: true },
  { to: "/admin/yhteydenotot", label: "Yhteydenotot", available: true },
  { to: "/admin/vanteet", label: "Vanteet", available: true },
  // Issue 31: the tyre hotel's register.
  { to: "/admin/rengashotelli", label: "Rengashotelli", available: true },
] as const;

export const availableAdminTabs = () => ADMIN_TABS.filter((tab) => tab.available);
