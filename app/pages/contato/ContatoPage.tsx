import type { DataOf } from "../../site/page-props";
import type { loader, action } from "../../routes/portal.contato";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { ContactFormSection } from "../../contact/ContactFormSection";
import { Island } from "../../site/islands";
import { ContactInfo } from "./ContactInfo";

export interface ContatoPageProps {
  loaderData: DataOf<typeof loader>;
  actionData?: DataOf<typeof action>;
}

/** The page's text and contact details are server HTML; the form is an island (docs/decisions/0031). */
export default function ContatoPage({ loaderData, actionData }: ContatoPageProps) {
  const { intro, contactForm, contactInfo } = loaderData;
  return (
    <PageFrame pageId="contato">
      <PageIntro intro={intro} />
      {/* Wide screens: the form and the contact details side by side (contato.css). */}
      <div className="contato-layout">
        <Island id="contact-form" component={ContactFormSection} props={{ data: actionData ?? contactForm }} />
        <ContactInfo info={contactInfo} />
      </div>
    </PageFrame>
  );
}
