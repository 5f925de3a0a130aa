/** Facts for the offline blog writer as the server would gather them, with prices a test can look for. */
import type { BlogFacts } from "~/content/articles/writer";
import { defaultPriceList } from "~/features/price-list/rules";

export function sampleFacts(overrides: Partial<BlogFacts> = {}): BlogFacts {
  const prices = defaultPriceList();
  // Prices that appear nowhere else, so finding one in an article proves it came from these facts.
  prices.tyreChange.rows[0].prices = [3700, 4300, 5200];
  prices.tyreHotel.rows[0].prices = [6100, 6700, 7700];
  prices.tyreFitting.rows[0].prices = [8100, 9100, 11100];
  prices.balancing.rows[0].price = 4100;
  prices.repairs.rows[0].price = 3600;
  return {
    company: {
      name: "Rengas-Kaarto Oy",
      shortName: "Rengas-Kaarto",
      street: "Kaartotie 12",
      postalCode: "08100",
      town: "Lohja",
      phone: "019 356 2100",
      email: "myynti@rengaskaarto.fi",
      bookingUrl: "https://ajanvaraus.rengaskaarto.fi/",
      network: "Point S",
      townAt: "Lohjalla",
      shopAt: "Rengas-Kaartolla",
      shopTo: "Rengas-Kaartoon",
      shopOf: "Rengas-Kaarton",
    },
    hours: [
      { label: "Ma–Pe", text: "09:00–17:00" },
      { label: "La", text: "10:00–13:00" },
      { label: "Su", text: "suljettu" },
    ],
    prices,
    brands: ["Nokian Tyres", "Michelin", "Continental", "Bridgestone", "Hankook"],
    tyres: { size: "205/55R16", summerFrom: 8760, studdedFrom: 10470, frictionFrom: 9930 },
    financing: { months: 12, minimumPurchaseCents: 30000, applicationUrl: "https://rahoitus.example-finance.fi/hakemus" },
    ...overrides,
  };
}
