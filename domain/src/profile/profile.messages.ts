// My Profile and the password change (spec 000 §2).

export const profileMessages = {
  updated: 'Profile updated successfully.',
  updateFailed: 'Failed to update profile. Please check your information and try again.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  timeZoneRequired: 'Time zone is required.',
  supportQueries: 'For support queries',
  avatarTypes: 'Please choose a png, jpg or jpeg image.',
  avatarTooLarge: 'Please choose an image smaller than 5 MB.',
  avatarMissing: 'Please choose an image to upload.',
} as const;

export const passwordMessages = {
  changed: 'Password changed successfully.',
  currentIncorrect: 'Your current password is incorrect.',
  changeFailed: 'Failed to change password. Please try again or contact support for assistance.',
  currentRequired: 'Current Password is required.',
  newRequired: 'New Password is required.',
  length: '*Password must be 8 characters in length.',
  pattern:
    '*Password should contain at least one number, one uppercase, one lowercase letter and one special character.',
  mustDiffer: '*Please ensure that your new password is different from your previous one.',
} as const;
