/**
 * The coach's buttons and fields are the form kit's (src/islands/form), which the parents' forms
 * use too; the dashboard's panels import them from here.
 */
export { Button } from "../form/Button";
export { CheckboxField, SelectField, TextAreaField, TextField } from "../form/Field";
