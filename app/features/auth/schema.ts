/** The login form as Conform reads it: both fields are needed, said once above the form as before. */
import { z } from "zod";

export const LOGIN_REQUIRED_MESSAGE = "Käyttäjätunnus ja salasana ovat pakollisia";

export const loginSchema = z
  .object({ username: z.string().optional(), password: z.string().optional(), redirectTo: z.string().optional() })
  .superRefine((value, ctx) => {
    if (!value.username?.trim() || !value.password) ctx.addIssue({ code: "custom", path: [], message: LOGIN_REQUIRED_MESSAGE });
  })
  .transform(({ username, password, redirectTo }) => ({ username: username ?? "", password: password ?? "", redirectTo }));
