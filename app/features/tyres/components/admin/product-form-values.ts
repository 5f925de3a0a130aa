import { amountInputValue } from "~/features/tyres/admin.rules";
import type { ProductForEdit } from "~/features/tyres/admin.model.server";
import { serviceDescription } from "~/lib/tyre-markings";

/** The product form's fields as the browser sends them (all text; features one per row). */
export type ProductFormShape = {
  sizeId: string;
  /** The size as typed ('205/55R16'); the create form's size field. */
  size: string;
  manufacturer: string;
  model: string;
  type: string;
  winterType: string;
  price: string;
  financingPrice: string;
  originalPrice: string;
  stock: string;
  description: string;
  designedFor: string;
  features: string[];
  fuelEfficiency: string;
  wetGrip: string;
  noiseLevel: string;
  noiseClass: string;
  ratingDryGrip: string;
  ratingWetGrip: string;
  ratingSnowGrip: string;
  ratingIceGrip: string;
  ratingComfort: string;
  ratingDurability: string;
  /** '91H', '104/102T': load index(es) and speed symbol in one field. */
  serviceDescription: string;
  /** Checkboxes: 'on' when ticked, '' when not. */
  extraLoad: string;
  runFlat: string;
  commercial: string;
  eprelId: string;
  ean: string;
  deliveryDaysMin: string;
  deliveryDaysMax: string;
};

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? "" : String(value));
const ticked = (value: boolean) => (value ? "on" : "");

/** A stored product as the edit form's starting values. */
export function productFormDefaults(product: ProductForEdit): Partial<ProductFormShape> {
  return {
    manufacturer: product.manufacturer,
    model: product.model,
    type: product.type,
    winterType: text(product.winterType),
    price: amountInputValue(product.price),
    financingPrice: amountInputValue(product.financingPrice),
    description: product.description,
    designedFor: product.designedFor,
    features: product.features,
    fuelEfficiency: text(product.fuelEfficiency),
    wetGrip: text(product.wetGrip),
    noiseLevel: text(product.noiseLevel),
    noiseClass: text(product.noiseClass),
    ratingDryGrip: text(product.ratingDryGrip),
    ratingWetGrip: text(product.ratingWetGrip),
    ratingSnowGrip: text(product.ratingSnowGrip),
    ratingIceGrip: text(product.ratingIceGrip),
    ratingComfort: text(product.ratingComfort),
    ratingDurability: text(product.ratingDurability),
    serviceDescription: serviceDescription(product),
    extraLoad: ticked(product.extraLoad),
    runFlat: ticked(product.runFlat),
    commercial: ticked(product.commercial),
    eprelId: text(product.eprelId),
    ean: text(product.ean),
    deliveryDaysMin: text(product.deliveryDaysMin),
    deliveryDaysMax: text(product.deliveryDaysMax),
  };
}

/** Every field of a new product, blank (stock 0); the base a kept form (decision 0027) is laid over. */
export const EMPTY_PRODUCT_FORM: ProductFormShape = {
  sizeId: "",
  size: "",
  manufacturer: "",
  model: "",
  type: "summer",
  winterType: "",
  price: "",
  financingPrice: "",
  originalPrice: "",
  stock: "0",
  description: "",
  designedFor: "",
  features: [],
  fuelEfficiency: "",
  wetGrip: "",
  noiseLevel: "",
  noiseClass: "",
  ratingDryGrip: "",
  ratingWetGrip: "",
  ratingSnowGrip: "",
  ratingIceGrip: "",
  ratingComfort: "",
  ratingDurability: "",
  serviceDescription: "",
  extraLoad: "",
  runFlat: "",
  commercial: "",
  eprelId: "",
  ean: "",
  deliveryDaysMin: "",
  deliveryDaysMax: "",
};
