import { ImageField } from "~/features/images/components/ImageField";
import type { LibraryImage } from "~/features/images/rules";
import { TYRE_ADMIN_TEXTS as T } from "~/features/tyres/admin.rules";
import { legendClass, sectionClass } from "~/components/ui/form/Field";

export type ProductImagesValue = {
  thumbnail: string | null;
  pattern: string | null;
  gallery: string[];
};

/** The product's thumbnail, pattern image and gallery, each from the library or uploaded. */
export function ProductImageFields({
  images,
  imageErrors,
  imageChoices,
}: {
  images: ProductImagesValue;
  imageErrors: Record<string, string>;
  imageChoices: LibraryImage[];
}) {
  // Remounted with each answer of the server: uploads it stored are then plain addresses.
  return (
    <fieldset className={sectionClass} key={JSON.stringify(images)}>
      <legend className={legendClass}>{T.product.images}</legend>
      <ImageField
        name="thumbnail"
        label={T.product.thumbnail}
        category="product"
        defaultValue={images.thumbnail}
        choices={imageChoices}
        error={imageErrors.thumbnail}
      />
      <ImageField
        name="pattern"
        label={T.product.pattern}
        category="product"
        defaultValue={images.pattern}
        choices={imageChoices}
        error={imageErrors.pattern}
      />
      <ImageField
        name="gallery"
        label={T.product.gallery}
        category="product"
        multiple
        defaultValue={images.gallery}
        choices={imageChoices}
        error={imageErrors.gallery}
      />
    </fieldset>
  );
}
