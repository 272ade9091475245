import { APP_NAME, CONTACT_EMAIL } from '../../lib/ui-strings.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      `${APP_NAME} is a workspace for agile squads: live retrospectives, squads, portfolios, backlog, sprints, RAID logs, actions and release plans. These terms apply to everyone who uses it, whether through an organisation's account or as a guest invited to a retrospective.`,
    ],
  },
  {
    heading: 'Accounts',
    paragraphs: [
      'The person who signs up creates an organisation and becomes its Super Admin. The Super Admin may invite colleagues and decides their roles. You are responsible for keeping your password secret and for what happens under your account; tell us at once if you believe it has been misused.',
      'You must give a working e-mail address: we use it to activate your account, to reset your password and to send messages about the service.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: ['You agree not to:'],
    bullets: [
      'upload content that is unlawful, or that you have no right to share;',
      'try to reach data of other organisations, or to break or overload the service;',
      'use the service to send unsolicited messages;',
      'resell the service without our written agreement.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'Retro cards, work items, files and everything else your organisation puts into the service remain yours. You give us only the permission we need to store, process and show that content to the people you share it with.',
    ],
  },
  {
    heading: 'Plans, trials and payment',
    paragraphs: [
      'Some features depend on your plan. Paid plans are billed monthly or yearly in advance through our payment provider. A cancellation takes effect at the end of the billing period already paid; we do not refund partial periods unless the law requires it.',
      'Trial and beta plans are offered as they are and may change or end with reasonable notice.',
    ],
  },
  {
    heading: 'Availability and changes',
    paragraphs: [
      'We work to keep the service available and your data safe, but we cannot promise it will never be interrupted. We may improve or change features; when a change takes something important away, we will tell you in advance.',
    ],
  },
  {
    heading: 'Liability',
    paragraphs: [
      'To the extent the law allows, our total liability for any claim is limited to the amount your organisation paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    heading: 'Ending the agreement',
    paragraphs: [
      'You may stop using the service at any time. We may suspend an account that breaks these terms. After an account closes, we keep its data for a limited time so that a returning customer can restore it, then delete it.',
    ],
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="Last updated: 1 January 2025"
      intro={`Please read these terms before using ${APP_NAME}. By creating an account or joining a retrospective you agree to them.`}
      sections={SECTIONS}
      contactLead="Questions about these terms? Write to"
      contactEmail={CONTACT_EMAIL}
    />
  );
}
