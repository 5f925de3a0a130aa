/**
 * The shop's service prices (euros, VAT 25.5 % included). One source for the price list, the tyre
 * hotel page and the service pages, so a price is changed in one place.
 */
export const VAT_PERCENT_TEXT = "25,5 %";
export const PRICES_VALID_TEXT = "Hinnat voimassa 1.1.2026 alkaen toistaiseksi.";

const euroFormat = new Intl.NumberFormat("fi-FI", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** '35 €', '12,50 €' (fi-FI, 0–2 decimals as the spec says). */
export function formatEuro(amount: number): string {
  return euroFormat.format(amount);
}

export type PriceItem = { label: string; price: number; unit?: string; from?: boolean };

export function formatPriceItem(item: Pick<PriceItem, "price" | "unit" | "from">): string {
  return `${item.from ? "alk. " : ""}${formatEuro(item.price)}${item.unit ? ` ${item.unit}` : ""}`;
}

/** A price table whose columns are rim sizes and rows vehicle types. */
export type RimSizeTable = {
  id: string;
  caption: string;
  unit: string;
  rows: { vehicle: string; prices: [number, number, number] }[];
  note?: string;
};

export const RIM_SIZE_COLUMNS = ["enintään 16″", "17–18″", "19″ tai suurempi"] as const;

export const TYRE_CHANGE: RimSizeTable = {
  id: "renkaanvaihto",
  caption: "Renkaanvaihto, renkaat valmiiksi vanteilla",
  unit: "4 pyörää",
  rows: [
    { vehicle: "Henkilöauto", prices: [35, 40, 49] },
    { vehicle: "SUV ja maastoauto", prices: [45, 55, 65] },
    { vehicle: "Pakettiauto", prices: [55, 59, 69] },
  ],
  note: "Hintaan sisältyvät pyörien vaihto, rengaspaineiden säätö, pulttien kiristys momenttiavaimella ja urasyvyyden tarkistus.",
};

export const TYRE_FITTING: RimSizeTable = {
  id: "rengastyo",
  caption: "Renkaiden vaihto vanteille (rengastyö ja tasapainotus)",
  unit: "4 rengasta",
  rows: [
    { vehicle: "Henkilöauto", prices: [79, 89, 109] },
    { vehicle: "SUV ja maastoauto", prices: [95, 109, 129] },
    { vehicle: "Pakettiauto", prices: [105, 115, 135] },
  ],
  note: "Sisältää vanhojen renkaiden irrotuksen, uusien asennuksen, uudet kumiventtiilit ja tasapainotuksen. Run flat -renkaat +20 € / sarja.",
};

export const TYRE_HOTEL: RimSizeTable = {
  id: "rengashotelli",
  caption: "Rengashotelli, säilytys yhden kauden ajan",
  unit: "4 pyörää / kausi",
  rows: [
    { vehicle: "Henkilöauto", prices: [59, 65, 75] },
    { vehicle: "SUV ja maastoauto", prices: [75, 79, 89] },
    { vehicle: "Pakettiauto", prices: [75, 79, 89] },
  ],
  note: "Kausihintaan sisältyvät renkaiden pesu, kuntotarkastus, urasyvyyden mittaus ja säilytys kuivassa varastossa. Renkaanvaihto hinnaston mukaan.",
};

export const BALANCING: PriceItem[] = [
  { label: "Tasapainotus, henkilöauto", price: 40, unit: "/ 4 pyörää" },
  { label: "Tasapainotus, SUV, maasto- ja pakettiauto", price: 50, unit: "/ 4 pyörää" },
  { label: "Yksittäisen pyörän tasapainotus", price: 12, unit: "/ kpl" },
  { label: "Tasapainotus renkaanvaihdon yhteydessä", price: 30, unit: "/ 4 pyörää" },
];

export const REPAIRS: PriceItem[] = [
  { label: "Rengasrikon paikkaus (sisäpuolinen paikka)", price: 35, unit: "/ rengas" },
  { label: "Kumiventtiilin vaihto", price: 6, unit: "/ kpl" },
  { label: "Vuotavan vanteen tiivistys", price: 25, unit: "/ pyörä" },
  { label: "TPMS-anturin vaihto, sis. anturin ja ohjelmoinnin", price: 79, unit: "/ kpl", from: true },
  { label: "TPMS-anturien ohjelmointi ja opetus autolle", price: 25 },
  { label: "Teräsvanteen oikaisu", price: 45, unit: "/ vanne", from: true },
  { label: "Pulttien jälkikiristys", price: 0 },
];

export const DISPOSAL: PriceItem[] = [
  { label: "Vanhojen renkaiden vastaanotto kierrätykseen (ilman vanteita)", price: 0 },
  { label: "Renkaan irrotus vanteelta kierrätystä varten", price: 5, unit: "/ kpl" },
  { label: "Vanteiden vastaanotto metallinkierrätykseen", price: 0 },
];
