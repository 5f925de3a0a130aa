/** The main navigation, shared by the desktop bar and the full-screen mobile menu. */
export type NavItem = { label: string; to: string };
export type NavGroup = { label: string; id: string; items: NavItem[] };
export type NavEntry = NavItem | NavGroup;

export const NAV: NavEntry[] = [
  { label: "Etusivu", to: "/" },
  { label: "Renkaat", to: "/renkaat" },
  { label: "Vanteet", to: "/vanteet" },
  {
    label: "Palvelut",
    id: "palvelut",
    items: [
      { label: "Rengashotelli", to: "/rengashotelli" },
      { label: "Hinnasto", to: "/hinnasto" },
    ],
  },
  {
    label: "Hyödyllistä",
    id: "hyodyllista",
    items: [
      { label: "Hyvä tietää", to: "/hyva-tietaa" },
      { label: "Rahoitus", to: "/rahoitus" },
    ],
  },
];

export const isGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;
