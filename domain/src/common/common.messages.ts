// Messages every area shares: failures, the session, common field checks, file preview.

export const genericMessages = {
  somethingWentWrong: 'Something went wrong.',
  invalidInput: 'Please check the highlighted fields.',
  notFound: 'Not found.',
  forbidden: 'You do not have permission to do that.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  csrf: 'This request must be sent by the application.',
  nulCharacter: 'Text cannot contain a null character (\\u0000).',
  malformedUpload: 'The upload could not be read. Please choose the file again.',
  fileTooLarge: 'The file is larger than 5 MB.',
} as const;

export const sessionMessages = {
  expired: 'Session expired. Please login again.',
} as const;

export const validationMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter valid email.',
  passwordRequired: 'Password is required.',
  signInPasswordPattern:
    'Password should contain at least one number, one uppercase and one lowercase letter.',
  signUpPasswordLength: '* Password must be 8 or more characters in length.',
  signUpPasswordPattern:
    '* Password should contain at least one number, one uppercase, one lowercase letter, and one special character.',
  codeRequired: 'Code is required.',
  codeLength: 'Code must be 6 characters in length.',
  codeDigits: 'Code must contain digits only.',
  confirmPasswordRequired: 'Confirm password is required.',
  passwordMismatch: 'Password does not match.',
  nameRequired: 'Name is required.',
  nameMin: 'Name must be at least 3 characters long.',
  meetingIdRequired: 'Meeting ID is required.',
  invalidDetails: 'Please enter valid details.',
  descriptionRequired: 'Description is required.',
} as const;

export const previewMessages = {
  notAvailable: 'Preview not available for this file type.',
} as const;
