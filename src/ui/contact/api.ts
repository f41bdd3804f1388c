/** The contact form's one call. */
import type * as z from "zod/mini";
import type { ContactInputSchema } from "../../lib/schemas/contact";
import type { ContactReceiptSchema } from "../../lib/schemas/contact";
import { callApi, recordOf } from "../kit/api";

export const sendContactMessage = (input: z.input<typeof ContactInputSchema>) =>
  callApi("POST", "/api/contact", recordOf<z.infer<typeof ContactReceiptSchema>>(), { body: input });
