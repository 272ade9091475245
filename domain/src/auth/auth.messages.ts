// Sign-in, sign-up, activation and forgotten password (spec 000 §1).

export const loginMessages = {
  success: 'Login successful.',
  notConfirmed: 'Please verify your email to login.',
  userNotFound: 'User does not exist.',
  notAuthorized: 'Please enter valid credentials.',
  choosePlan: 'Please choose any plan.',
  invalidCredentials: 'Invalid credentials',
  inactive: 'Your account is inactive. Please contact your administrator.',
  sendCode: 'Send code',
  verifyCode: 'Verify code',
} as const;

export const signUpMessages = {
  codeSent: 'Activation code successfully sent.',
  userExists: 'User already exists',
  userExistsTryOther: 'User already exists / Please try with different email',
  failed: 'Registration failed',
  registeredNotVerified:
    'You are already registered but your account is not verified. Please verify your account.',
  alreadyRegistered: 'You are already registered',
  pleaseSignIn: 'Please sign in to continue',
  invitationRequired:
    'This address has been invited to an organisation. Please use the link in your invitation e-mail.',
  invitationInvalid:
    'This invitation link is not valid or has expired. Ask your administrator for a new one.',
  planNotAllowed: 'Choose the free or BETA plan to sign up; paid plans start from billing.',
} as const;

export const activationMessages = {
  enterValidCode: 'Enter valid activation code',
  verified: 'Activation code verified successfully.',
  sendFailed: 'Failed to sent activation code.',
  mismatch: 'Invalid verification code provided, please try again.',
  expired: 'This code has expired. Please send a new code.',
  locked: 'Too many wrong codes. Please send a new code.',
  spamHint: "Didn't get the code? Please check your spam folder.",
} as const;

export const forgotMessages = {
  emailNotExist: 'E-mail does not exist',
  pleaseSignUp: 'Please sign up to use the product.',
  enterValidEmail: 'Please enter valid e-mail.',
  changed: 'Your password has been changed successfully.',
  enterValidCode: 'Enter valid activation code.',
} as const;
