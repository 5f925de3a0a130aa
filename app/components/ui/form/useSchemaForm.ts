import { type DefaultValue, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * An admin form checked in the browser by the zod schema its action parses (decision 0033): first when a
 * field loses focus, then again as the admin types; the action's reply (`lastResult`) brings back what
 * was sent and its errors. Public forms do not use it: zod stays out of the public bundle.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useSchemaForm<Value extends Record<string, any>>(options: {
  id: string;
  schema: z.ZodType;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<Value>;
}) {
  const { schema, ...rest } = options;
  return useForm<Value>({
    ...rest,
    constraint: getZodConstraint(schema),
    // The schema is the action's; `Value` only names the fields.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<Value>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
