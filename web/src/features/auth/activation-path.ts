import { encodeEmailId } from '@squadboard/domain';

/** /activate/{base64 e-mail}; base64 may contain '/' and '+', hence the URI encoding. */
export function activationPath(email: string): string {
  return `/activate/${encodeURIComponent(encodeEmailId(email))}`;
}

/** Navigation state telling the activation page whether a code was just mailed. */
export interface ActivationState {
  codeJustSent?: boolean;
}
