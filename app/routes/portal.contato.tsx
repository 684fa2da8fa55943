import { data } from "react-router";
import { IslandPage } from "../site/hydration";
import ContatoPage, { type ContatoPageProps } from "../pages/contato/ContatoPage";
import type { ActionArgs, LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { pageMeta } from "../seo-meta";
import { contactFormAction, contactFormData } from "../contact/contact-form.server";
import { contactInfoData } from "../pages/contato/contato.server";

export async function loader(args: LoaderArgs) {
  const [basics, contactForm, contactInfo] = await Promise.all([
    pageBasics(args.context, args.request, "contato", "contato"),
    contactFormData(args),
    contactInfoData(args.context),
  ]);
  // The form's XSRF cookie rides on the page's response.
  return data(
    { ...basics, contactForm: contactForm.data, contactInfo },
    { headers: contactForm.headers, status: contactForm.status },
  );
}

/** The contact form posts here, so it works without JavaScript. */
export async function action(args: ActionArgs) {
  return contactFormAction(args);
}

export const meta = pageMeta;

/**
 * The form carries a per-visitor XSRF token and idempotency key: no browser or shared cache keeps
 * this page (going back asks for a fresh key). The server's page cache keeps it without them and
 * writes fresh ones into each copy (context.perVisitor).
 */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function Route({ loaderData, actionData }: ContatoPageProps) {
  return <IslandPage id="contato" page={ContatoPage} props={{ loaderData, actionData }} />;
}
