import { APP_NAME, CONTACT_EMAIL } from '../../lib/ui-strings.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: ['We collect only what the service needs to work:'],
    bullets: [
      'account details: e-mail address, name, company name, location, time zone and an optional profile picture;',
      'the content your squads create: retro cards, votes, work items, RAID entries, actions and attachments;',
      'technical data: the address your requests come from and the time of sign-in, kept to protect accounts;',
      'billing details, which are handled by our payment provider; we never see or store full card numbers.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your data to provide the service, to secure accounts (for example, to stop repeated password guessing), to send the e-mails you need (activation codes, password resets, invitations) and to answer your support requests. We do not sell personal data and we do not use it for advertising.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We use one essential cookie that keeps you signed in. It cannot be read by scripts and is removed when you sign out. We use no tracking or advertising cookies.',
    ],
  },
  {
    heading: 'Who can see your data',
    paragraphs: [
      'People in your organisation see what your roles and squads allow. Guests of a retrospective see only that session. Service providers that host our systems, deliver e-mail or take payments process data on our behalf under contract.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your data while your organisation has an account. After an account closes we keep it for a limited period so that a returning customer can restore it, then we delete it, except where the law requires us to keep records longer.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask to see, correct, export or delete your personal data, and you may object to how we use it. Many details can be changed directly on your profile; for anything else, contact us. You may also complain to your data-protection authority.',
    ],
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="Last updated: 1 January 2025"
      intro={`This policy explains what personal data ${APP_NAME} collects, why, and the choices you have.`}
      sections={SECTIONS}
      contactLead="To exercise your rights or ask a question, write to"
      contactEmail={CONTACT_EMAIL}
    />
  );
}
