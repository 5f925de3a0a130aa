import { Link } from "@remix-run/react";
import { discountPercent, formatMonthly, formatPrice } from "~/lib/price";
import { TYRE_ADMIN_TEXTS as T, drawerHref, productTypeLabel, saleValidityLabel, sizeTitle } from "~/features/tyres/admin.rules";
import type { AdminTyreProduct, AdminTyreSize } from "~/features/tyres/admin.model.server";
import { StockCell } from "./StockCell";

type Props = { size: AdminTyreSize; listSearch: string; today: string };

const small = "rounded px-2 py-1 text-xs font-semibold";
const actionLink = `${small} border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`;
const dangerLink = `${small} border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950`;
/** A cell: a labelled line of the product's card on a phone, a table cell from 640 px. */
const cell = "flex gap-2 px-3 py-1 before:w-28 before:shrink-0 before:font-medium before:text-slate-600 before:content-[attr(data-label)] sm:table-cell sm:py-2 sm:before:content-none dark:before:text-slate-400";

/** One size: its title 'size - vehicle type', its actions and the table of its summer and winter tyres. */
export function SizeCard({ size, listSearch, today }: Props) {
  const products = [...size.summer, ...size.winter];
  const title = sizeTitle(size.fullSize, size.vehicleType);
  const headingId = `koko-${size.id}-otsikko`;
  return (
    <section id={`koko-${size.id}`} className="card scroll-mt-4" aria-labelledby={headingId} data-testid="size-card">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Link to={drawerHref("tuotteet/uusi", listSearch, { koko: String(size.id) })} className="btn-primary">
            {T.buttons.addProductToSize}
            <span className="sr-only"> {size.fullSize}</span>
          </Link>
          <Link to={drawerHref(`koot/${size.id}/muokkaa`, listSearch)} className="btn-secondary">
            {T.buttons.editSize}
            <span className="sr-only"> {size.fullSize}</span>
          </Link>
          <Link
            to={drawerHref(`koot/${size.id}/poista`, listSearch)}
            className="btn border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
          >
            {T.buttons.deleteSize}
            <span className="sr-only"> {size.fullSize}</span>
          </Link>
        </div>
      </div>
      {products.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{T.list.emptySize}</p>
      ) : (
        // Spec: the table scrolls at 400 px height. Below 640 px each product is a card (rows stacked, each
        // cell labelled by its column), so a phone never scrolls sideways.
        <div className="max-h-[400px] overflow-y-auto rounded-md border border-slate-200 sm:overflow-x-auto dark:border-slate-700">
          <table className="block w-full text-left text-sm sm:table sm:min-w-[48rem]" data-testid="size-table">
            <caption className="sr-only">{T.list.tableCaption(size.fullSize)}</caption>
            <thead className="sticky top-0 hidden bg-slate-100 sm:table-header-group dark:bg-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">{T.list.columns.type}</th>
                <th scope="col" className="px-3 py-2">{T.list.columns.manufacturer}</th>
                <th scope="col" className="px-3 py-2">{T.list.columns.model}</th>
                <th scope="col" className="px-3 py-2">{T.list.columns.price}</th>
                <th scope="col" className="px-3 py-2">{T.list.columns.financing}</th>
                <th scope="col" className="px-3 py-2">{T.list.columns.stock}</th>
                <th scope="col" className="px-3 py-2">{T.list.columns.actions}</th>
              </tr>
            </thead>
            <tbody className="block sm:table-row-group">
              {products.map((product) => (
                <ProductRows key={product.id} product={product} listSearch={listSearch} today={today} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ProductRows({ product, listSearch, today }: { product: AdminTyreProduct; listSearch: string; today: string }) {
  const name = `${product.manufacturer} ${product.model}`;
  const { sale } = product;
  const onSale = sale.isActive && sale.price !== null;
  const discount = onSale ? discountPercent(product.price, sale.price!) : 0;
  return (
    <>
      <tr className="block border-t border-slate-200 py-2 align-top sm:table-row sm:py-0 dark:border-slate-700" data-testid="product-row" data-product-id={product.id}>
        <td className={cell} data-label={T.list.columns.type}>{productTypeLabel(product.type, product.winterType)}</td>
        <td className={cell} data-label={T.list.columns.manufacturer}>{product.manufacturer}</td>
        <td className={`${cell} font-medium`} data-label={T.list.columns.model}>{product.model}</td>
        <td className={`${cell} whitespace-nowrap`} data-label={T.list.columns.price}>
          {onSale ? (
            <span className="flex flex-wrap items-center gap-2">
              <s className="text-slate-600 dark:text-slate-400">{formatPrice(product.price)}</s>
              <span className="font-semibold text-red-700 dark:text-red-400">{formatPrice(sale.price!)}</span>
              {discount > 0 ? (
                <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white" data-testid="discount">
                  {T.list.discountBadge(discount)}
                </span>
              ) : null}
            </span>
          ) : (
            formatPrice(product.price)
          )}
        </td>
        <td className={`${cell} whitespace-nowrap`} data-label={T.list.columns.financing}>{formatMonthly(product.financingPrice)}</td>
        <td className={cell} data-label={T.list.columns.stock} data-testid="stock-cell">
          <StockCell productId={product.id} stock={product.stock} name={name} listSearch={listSearch} />
        </td>
        <td className={cell} data-label={T.list.columns.actions}>
          <div className="flex flex-wrap gap-1">
            <Link to={drawerHref(`tuotteet/${product.id}/muokkaa`, listSearch)} className={actionLink}>
              {T.buttons.edit}
              <span className="sr-only"> {name}</span>
            </Link>
            <Link to={drawerHref(`tuotteet/${product.id}/poista`, listSearch)} className={dangerLink}>
              {T.buttons.delete}
              <span className="sr-only"> {name}</span>
            </Link>
            {onSale ? null : (
              <Link to={drawerHref(`tuotteet/${product.id}/tarjous`, listSearch)} className={actionLink}>
                {T.buttons.createSale}
                <span className="sr-only"> {name}</span>
              </Link>
            )}
          </div>
        </td>
      </tr>
      {onSale ? (
        <tr className="block sm:table-row" data-testid="sale-row" data-product-id={product.id}>
          <td colSpan={7} className="block px-3 pb-3 sm:table-cell">
            <SaleCard product={product} name={name} listSearch={listSearch} today={today} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** Spec: the old price struck through, the sale price, the description and 'Voimassa: date'; edit and remove. */
function SaleCard({ product, name, listSearch, today }: { product: AdminTyreProduct; name: string; listSearch: string; today: string }) {
  const { sale } = product;
  const expired = sale.endDate !== null && sale.endDate < today;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 dark:border-red-900 dark:bg-red-950/40" data-testid="sale-card">
      <div className="space-y-1">
        <p className="font-semibold">{sale.name || T.sale.salePrice}</p>
        <p>
          <span className="sr-only">{T.sale.oldPrice}: </span>
          <s className="text-slate-600 dark:text-slate-400">{formatPrice(product.price)}</s>{" "}
          <span className="sr-only">{T.sale.salePrice}: </span>
          <span className="font-bold text-red-700 dark:text-red-400">{formatPrice(sale.price!)}</span>
        </p>
        {sale.description ? <p className="text-slate-700 dark:text-slate-300">{sale.description}</p> : null}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {saleValidityLabel(sale.endDate)}
          {expired ? <strong className="ml-2 text-red-700 dark:text-red-400">{T.sale.expired}</strong> : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Link to={drawerHref(`tuotteet/${product.id}/tarjous`, listSearch)} className={actionLink}>
          {T.buttons.editSale}
          <span className="sr-only"> {name}</span>
        </Link>
        <Link to={drawerHref(`tuotteet/${product.id}/tarjous/poista`, listSearch)} className={dangerLink}>
          {T.buttons.removeSale}
          <span className="sr-only"> {name}</span>
        </Link>
      </div>
    </div>
  );
}
