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
      {/* The address, phone and e-mail first (on a phone they came after the whole form, issue
          26); wide screens put them beside the form (contato.css). */}
      <div className="contato-layout">
        <ContactInfo info={contactInfo} />
        <Island id="contact-form" component={ContactFormSection} props={{ data: actionData ?? contactForm }} wake="interaction" />
      </div>
    </PageFrame>
  );
}
