import type { DataOf } from "../../site/page-props";
import type { loader, action } from "../../routes/portal.contato";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { ContactFormSection } from "../../contact/ContactFormSection";
import { ContactInfo } from "./ContactInfo";

export interface ContatoPageProps {
  loaderData: DataOf<typeof loader>;
  actionData?: DataOf<typeof action>;
}

export default function ContatoPage({ loaderData, actionData }: ContatoPageProps) {
  const { intro, contactForm, contactInfo } = loaderData;
  return (
    <PageFrame pageId="contato">
      <PageIntro intro={intro} />
      {/* Wide screens: the form and the contact details side by side (contato.css). */}
      <div className="contato-layout">
        <ContactFormSection data={actionData ?? contactForm} />
        <ContactInfo info={contactInfo} />
      </div>
    </PageFrame>
  );
}
