/**
 * Coach Admin Login: email and password, both required, a show/hide toggle, and
 * Login (Logging in... while busy); the 6-digit code from the coach's authenticator app once the
 * server asks for it (its 401 names the field, when COACH_TOTP_SECRET is set). A session the server
 * already holds shows Already Logged In instead. Sign-in sets the local flags only once the server
 * set the session cookie.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import LogoutButton from "./LogoutButton";
import { Button, SubmitButton } from "../../kit/form/Button";
import { describedBy, FieldError, TextField } from "../../kit/form/Field";
import { useForm } from "../../kit/form/use-form";
import { ApiRequestError, errorMessage } from "../../kit/api";
import { LIMITS } from "../../../lib/constants";
import { formatRetryAfter } from "../../../lib/domain/retry-after";
import { showToastOnNextPage } from "../../kit/next-page-toast";
import { $schemas, preloadSchemas, schemasOrNull } from "../../kit/form/schemas";
import { $session, checkSession, signIn } from "./session";
import { showError } from "../../kit/toasts";
import { KitWordsProvider } from "../../kit/words";
import type { Words } from "../../../i18n/catalog";

/** The sign-in island; `kit`: the kit's English words, from the page. */
export default function LoginPanel({ kit }: { kit: Words<"kit"> }) {
  return (
    <KitWordsProvider words={kit}>
      <SignInOrSignedIn />
    </KitWordsProvider>
  );
}

function SignInOrSignedIn() {
  const $state = useStore($session);
  // A sign-in from this form goes straight on to the dashboard: keep the form (and its "Logging
  // in...") until the page changes rather than flashing Already Logged In.
  const [signingIn, setSigningIn] = useState(false);

  useEffect(() => {
    void checkSession();
  }, []);

  if ($state.status === "checking") {
    return (
      <p aria-busy="true" className="min-h-48 text-slate-600">
        Checking your sign-in...
      </p>
    );
  }

  if ($state.status === "signed-in" && !signingIn) return <AlreadyLoggedIn name={$state.user.name} />;

  return <LoginForm onSigningIn={setSigningIn} />;
}

function AlreadyLoggedIn({ name }: { name: string }) {
  return (
    <section aria-labelledby="already-title" className="space-y-4">
      <h2 id="already-title" className="text-xl font-bold text-navy-900">
        Already Logged In
      </h2>
      <p className="text-slate-700">You are signed in as {name}.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href="/admin" className="link-button justify-center">
          Go to Admin Dashboard
        </a>
        <LogoutButton />
      </div>
    </section>
  );
}

/** Drawn only in the browser, once the session check answered, so it may read the address. */
function LoginForm({ onSigningIn }: { onSigningIn: (signingIn: boolean) => void }) {
  // Sent here by a coach call that found the session gone (stores/session.ts).
  const [expired] = useState(() => new URLSearchParams(window.location.search).get("expired") === "1");
  const [showPassword, setShowPassword] = useState(false);
  const [codeAsked, setCodeAsked] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The schema the API checks with arrives once the form is used (stores/schemas.ts).
  const schemas = useStore($schemas);
  const form = useForm({
    initial: { email: "", password: "", code: "" },
    check: schemas?.LoginInputSchema,
    fields: ["email", "password", "code"],
    id: "login",
  });

  // The code field appears when the server asks for it: that is where the coach types next.
  useEffect(() => {
    if (codeAsked) document.getElementById("login-code")?.focus();
  }, [codeAsked]);

  // The reason shows above the form as well as in a toast.
  const fail = (error: unknown, message: string) => {
    showError(form.fail(error, message));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.send(async () => {
      // Filled in by a password manager and sent without a focus: the schema may not be here yet.
      const module = await schemasOrNull();
      if (!module) {
        fail(null, "Could not reach the server. Check your connection and try again.");
        return;
      }
      const input = form.validate({ check: module.LoginInputSchema });
      if (!input) return;
      onSigningIn(true);
      try {
        await signIn(input.email, input.password, input.code);
        showToastOnNextPage({
          title: "Welcome Coach",
          description: "You are signed in.",
          variant: "success",
        });
        window.location.assign("/admin");
        // Stay pending while the dashboard loads, so Login cannot be pressed twice.
        await new Promise(() => undefined);
      } catch (error) {
        onSigningIn(false);
        if (error instanceof ApiRequestError && error.status === 401) {
          // A 401 with `issues` asks for the code; the first one only shows its field.
          if (error.issues && !codeAsked) setCodeAsked(true);
          else {
            showError(
              `Please check your ${error.issues ? "email, password and code" : "username and password"}.`,
              "Invalid Credentials",
            );
            passwordRef.current?.select();
          }
        } else if (error instanceof ApiRequestError && error.status === 429) {
          fail(error, formatRetryAfter(error.retryAfterSeconds));
        } else {
          fail(
            error,
            error instanceof ApiRequestError
              ? errorMessage(error, "Could not log in. Please try again.")
              : "Could not reach the server. Check your connection and try again.",
          );
        }
      }
    });
  };

  const { error: passwordError, ...password } = form.bind("password");

  return (
    <form noValidate onSubmit={submit} onFocus={preloadSchemas} className="space-y-4">
      {expired ? (
        <p role="status" className="rounded-lg bg-bolt-100 p-3 font-medium text-navy-950">
          Your session has ended. Please log in again.
        </p>
      ) : null}
      {form.formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
          {form.formError}
        </p>
      ) : null}
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="username"
        inputMode="email"
        maxLength={LIMITS.email}
        {...form.bind("email")}
      />
      <div>
        <label htmlFor={password.id} className="field-label">
          Password
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={passwordRef}
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            aria-required="true"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={describedBy(password.id, null, passwordError)}
            maxLength={LIMITS.password}
            {...password}
            className="field-box"
          />
          <Button
            tone="secondary"
            aria-label={showPassword ? "Hide password" : "Show password"}
            onClick={() => {
              setShowPassword((shown) => !shown);
            }}
          >
            {showPassword ? "Hide" : "Show"}
          </Button>
        </div>
        <FieldError id={password.id} error={passwordError} />
      </div>
      {codeAsked ? (
        <TextField
          label="6-digit code from your authenticator app"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.bind("code")}
        />
      ) : null}
      <SubmitButton form={form} className="w-full" pendingLabel="Logging in...">
        Login
      </SubmitButton>
    </form>
  );
}
