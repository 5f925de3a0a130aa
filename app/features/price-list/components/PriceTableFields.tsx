import { type FieldMetadata, type FormMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { PRICE_LIST_LIMITS, PRICE_TABLES, RIM_SIZE_COLUMNS, type RimTableKey, type ServiceTableKey } from "~/features/price-list/rules";
import {
  EMPTY_RIM_ROW,
  EMPTY_SERVICE_ROW,
  type PriceListFormValue,
  type RimTableFormValue,
  type ServiceTableFormValue,
} from "~/features/price-list/schema";
import { ScrollRegion } from "~/components/ui/ScrollRegion";

/*
 * One table of the price list in the admin's form: its rows as inputs, buttons to add and remove rows
 * (Conform intents, so they work without JavaScript: the server answers with the changed list) and the
 * note shown under the table.
 */

type PriceListForm = FormMetadata<PriceListFormValue, string[]>;
type TableField<Value extends Record<string, unknown>> = FieldMetadata<Value, PriceListFormValue, string[]>;

const headCell = "px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400";
const cell = "px-2 py-2 align-top";
const priceInput = "field w-24 text-right tabular-nums";

function FieldError({ field }: { field: { errors?: string[]; errorId: string } }) {
  return field.errors ? (
    <p id={field.errorId} className="field-error">
      {field.errors.join(" ")}
    </p>
  ) : null;
}

/** The row's name for the labels of its inputs: what is typed, or its number while it is blank. */
function rowName(label: { value?: unknown }, index: number): string {
  return typeof label.value === "string" && label.value.trim() !== "" ? label.value.trim() : `rivi ${index + 1}`;
}

function TableFrame({
  title,
  description,
  rowsField,
  note,
  addButton,
  rowCount,
  children,
}: {
  title: string;
  description: string;
  rowsField: { errors?: string[]; errorId: string };
  note: FieldMetadata<string, PriceListFormValue, string[]>;
  /** Conform's insert intent for this table's rows. */
  addButton: ReturnType<PriceListForm["insert"]["getButtonProps"]>;
  rowCount: number;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
      <ScrollRegion label={title}>{children}</ScrollRegion>
      <FieldError field={rowsField} />
      <button
        className="btn-secondary"
        {...addButton}
        disabled={rowCount >= PRICE_LIST_LIMITS.maxRows}
      >
        Lisää rivi<span className="sr-only"> taulukkoon {title}</span>
      </button>
      <div>
        <label htmlFor={note.id} className="mb-1 block text-sm font-medium">
          Lisätieto taulukon alla: {title}
        </label>
        <textarea {...getTextareaProps(note)} key={note.key} rows={2} className="field" />
        <FieldError field={note} />
      </div>
    </fieldset>
  );
}

/** One text input of a row, named for the screen reader by table, row and column, with its errors. */
function RowInput({
  field,
  label,
  className,
  decimal = false,
  placeholder,
}: {
  field: FieldMetadata<string, PriceListFormValue, string[]>;
  label: string;
  className: string;
  decimal?: boolean;
  placeholder?: string;
}) {
  return (
    <>
      <input
        {...getInputProps(field, { type: "text" })}
        key={field.key}
        inputMode={decimal ? "decimal" : undefined}
        autoComplete="off"
        placeholder={placeholder}
        aria-label={label}
        className={className}
      />
      <FieldError field={field} />
    </>
  );
}

function ActionsHeadCell() {
  return (
    <th scope="col" className={headCell}>
      <span className="sr-only">Toiminnot</span>
    </th>
  );
}

function RemoveButton({ intent, name, only }: { intent: ReturnType<PriceListForm["remove"]["getButtonProps"]>; name: string; only: boolean }) {
  return (
    <button className="btn-secondary px-3" {...intent} disabled={only}>
      Poista<span className="sr-only"> rivi {name}</span>
    </button>
  );
}

/** Tyre change, tyre fitting or tyre hotel: a vehicle type per row, a price per rim size. */
export function RimTableFields({ form, name, field }: { form: PriceListForm; name: RimTableKey; field: TableField<RimTableFormValue> }) {
  const { title, caption, unit } = PRICE_TABLES[name];
  const table = field.getFieldset();
  const rows = table.rows.getFieldList();
  return (
    <TableFrame
      title={title}
      description={`${caption} (${unit}). Hinnat vannekoon mukaan.`}
      rowsField={table.rows}
      note={table.note}
      addButton={form.insert.getButtonProps({ name: table.rows.name, defaultValue: EMPTY_RIM_ROW })}
      rowCount={rows.length}
    >
      <table className="w-full min-w-[36rem]" data-testid={`hinnasto-${PRICE_TABLES[name].id}`}>
        <thead>
          <tr>
            <th scope="col" className={`${headCell} w-full`}>
              Ajoneuvo
            </th>
            {RIM_SIZE_COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${headCell} text-right`}>
                Vanne {column}
              </th>
            ))}
            <ActionsHeadCell />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const entry = row.getFieldset();
            const prices = entry.prices.getFieldList();
            const label = rowName(entry.label, index);
            return (
              <tr key={row.key}>
                <td className={cell}>
                  <RowInput field={entry.label} label={`${title}: rivin ${index + 1} nimi`} className="field min-w-[10rem]" />
                  <FieldError field={entry.prices} />
                </td>
                {prices.map((price, column) => (
                  <td key={price.key} className={`${cell} text-right`}>
                    <RowInput field={price} decimal label={`${title}: ${label}, vanne ${RIM_SIZE_COLUMNS[column]}`} className={`${priceInput} ml-auto`} />
                  </td>
                ))}
                <td className={cell}>
                  <RemoveButton intent={form.remove.getButtonProps({ name: table.rows.name, index })} name={label} only={rows.length <= 1} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** Balancing, repairs or disposal: a service per row with its price, unit and an 'alk.' switch. */
export function ServiceTableFields({ form, name, field }: { form: PriceListForm; name: ServiceTableKey; field: TableField<ServiceTableFormValue> }) {
  const { title, caption } = PRICE_TABLES[name];
  const table = field.getFieldset();
  const rows = table.rows.getFieldList();
  return (
    <TableFrame
      title={title}
      description={`${caption}. Hinta 0 näkyy sanana Maksuton.`}
      rowsField={table.rows}
      note={table.note}
      addButton={form.insert.getButtonProps({ name: table.rows.name, defaultValue: EMPTY_SERVICE_ROW })}
      rowCount={rows.length}
    >
      <table className="w-full min-w-[40rem]" data-testid={`hinnasto-${PRICE_TABLES[name].id}`}>
        <thead>
          <tr>
            <th scope="col" className={`${headCell} w-full`}>
              Palvelu
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Hinta (€)
            </th>
            <th scope="col" className={headCell}>
              Yksikkö
            </th>
            <th scope="col" className={headCell}>
              Alkaen
            </th>
            <ActionsHeadCell />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const entry = row.getFieldset();
            const label = rowName(entry.label, index);
            return (
              <tr key={row.key}>
                <td className={cell}>
                  <RowInput field={entry.label} label={`${title}: rivin ${index + 1} nimi`} className="field min-w-[14rem]" />
                </td>
                <td className={`${cell} text-right`}>
                  <RowInput field={entry.price} decimal label={`${title}: ${label}, hinta`} className={`${priceInput} ml-auto`} />
                </td>
                <td className={cell}>
                  <RowInput field={entry.unit} placeholder="/ kpl" label={`${title}: ${label}, yksikkö`} className="field w-32" />
                </td>
                <td className={`${cell} text-center`}>
                  <input
                    {...getInputProps(entry.from, { type: "checkbox" })}
                    key={entry.from.key}
                    aria-label={`${title}: ${label}, alkaen-hinta (alk.)`}
                    className="mt-2 h-4 w-4"
                  />
                </td>
                <td className={cell}>
                  <RemoveButton intent={form.remove.getButtonProps({ name: table.rows.name, index })} name={label} only={rows.length <= 1} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
