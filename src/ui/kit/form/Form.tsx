/**
 * A form on the kit: the browser's own checks off (the kit shows the messages), and a submit that
 * checks the values and sends the request body with `onSubmit`, e.g.
 * `<Form form={form} onSubmit={save} className="space-y-4">…</Form>`.
 */
import type { FormHTMLAttributes, SubmitEvent } from "react";

interface FormProps<Out> extends Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> {
  form: {
    handleSubmit: (event: SubmitEvent<HTMLFormElement>, request: (input: Out) => Promise<unknown>) => void;
  };
  onSubmit: (input: Out) => Promise<unknown>;
}

export default function Form<Out>({ form, onSubmit, children, ...rest }: FormProps<Out>) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        form.handleSubmit(event, onSubmit);
      }}
      {...rest}
    >
      {children}
    </form>
  );
}
