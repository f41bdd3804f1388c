/**
 * The request schemas the parents' forms (and the login page) check with, as the one module that
 * schemas.ts loads the first time a form is used: the contact form, the snack sign-up and its
 * manage page, and the sign-in.
 */
export { LoginInputSchema } from "../../../lib/schemas/auth";
export { ContactInputSchema } from "../../../lib/schemas/contact";
export { SnackSignupInputSchema, SnackVolunteerInputSchema } from "../../../lib/schemas/snacks";
