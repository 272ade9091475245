// Landing navigation (spec 000 §2): each mode shows or hides the anchors Product, Features,
// Pricing, Contact and the buttons Join Retro, Sign in, Get Started.

export const LANDING_MODES = [
  'home',
  'join',
  'sign-in',
  'sign-up',
  'forgot',
  'otp',
  'plans',
  'drag',
] as const;
export type LandingMode = (typeof LANDING_MODES)[number];

export const LANDING_ANCHORS = ['Product', 'Features', 'Pricing', 'Contact'] as const;
export const LANDING_BUTTONS = ['Join Retro', 'Sign in', 'Get Started'] as const;
export type LandingAnchor = (typeof LANDING_ANCHORS)[number];
export type LandingButton = (typeof LANDING_BUTTONS)[number];

interface LandingNav {
  anchors: readonly LandingAnchor[];
  buttons: readonly LandingButton[];
}

const NAV: Record<LandingMode, LandingNav> = {
  home: { anchors: LANDING_ANCHORS, buttons: LANDING_BUTTONS },
  plans: { anchors: LANDING_ANCHORS, buttons: ['Join Retro', 'Sign in'] },
  join: { anchors: [], buttons: ['Sign in', 'Get Started'] },
  'sign-in': { anchors: [], buttons: ['Join Retro', 'Get Started'] },
  'sign-up': { anchors: [], buttons: ['Join Retro', 'Sign in'] },
  forgot: { anchors: [], buttons: ['Join Retro', 'Sign in'] },
  otp: { anchors: [], buttons: ['Sign in'] },
  // The live board (drag) keeps the bar clear so nothing competes with the cards.
  drag: { anchors: [], buttons: [] },
};

export function landingNavFor(mode: LandingMode): LandingNav {
  return NAV[mode];
}

/** Which landing mode a public path is in. */
export function landingModeForPath(path: string): LandingMode {
  const section = path.split('/').filter(Boolean)[0] ?? '';
  switch (section) {
    case 'sign-in':
      return 'sign-in';
    case 'sign-up':
      return 'sign-up';
    case 'forgot-password':
      return 'forgot';
    case 'activate':
      return 'otp';
    case 'plans':
    case 'billing-form':
    case 'confirmed-bill':
      return 'plans';
    case 'join-retro':
      return 'join';
    case 'retro-session':
      return 'drag';
    default:
      return 'home';
  }
}

/** Public pages that a signed-in visitor may still see instead of being sent to /dashboard. */
export function publicPathKeepsSignedInUser(path: string): boolean {
  const section = path.split('/').filter(Boolean)[0] ?? '';
  return section === 'join-retro' || section === 'unsubscribe' || section === 'retro-session';
}
