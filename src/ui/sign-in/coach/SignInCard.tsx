/**
 * The card the coach signs in from, one look wherever it shows: on the login page around the form
 * (rendered at build time, no JavaScript of its own), and on a coach's page opened signed out, with
 * the way to the login page (`CoachGate`).
 */
import type { ReactNode } from "react";

interface SignInCardProps {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  /** `h1` on a page of its own, `h2` inside a page that has its own title. */
  heading: "h1" | "h2";
  /** The line under the title, e.g. "For the team's coach. Parents don't need an account." */
  lead: ReactNode;
  children: ReactNode;
}

export default function SignInCard({ id, title, heading: Heading, lead, children }: SignInCardProps) {
  return (
    <section
      aria-labelledby={id}
      className="mx-auto max-w-md rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <Heading
        id={id}
        className={`${Heading === "h1" ? "text-2xl font-extrabold" : "text-xl font-bold"} text-navy-900`}
      >
        {title}
      </Heading>
      <p className="mt-1 mb-6 text-slate-600">{lead}</p>
      {children}
    </section>
  );
}
